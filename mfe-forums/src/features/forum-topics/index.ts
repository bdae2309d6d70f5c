// One forum: its topics (search, sort, category, pages), 'Mark all read' and starting a discussion.
export { ForumTopics, SEARCH_PLACEHOLDER, type ForumTopicsProps } from './ui/ForumTopics';
