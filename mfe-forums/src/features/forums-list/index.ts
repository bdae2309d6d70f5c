// The Forums view's first screen: the project's forums, creating, editing and deleting them.
export { ForumsList, FORUMS_TITLE, type ForumsListProps } from './ui/ForumsList';
