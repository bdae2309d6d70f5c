// The Documents view of a project: its cards, creating and deleting documents.
export { DocumentsList, type DocumentsListProps } from './ui/DocumentsList';
