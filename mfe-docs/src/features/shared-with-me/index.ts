// Shared with me: the documents others shared with the signed-in user.
export { SharedDocumentsList } from './ui/SharedDocumentsList';
export { SHARED_WITH_ME_TITLE } from './model/shared-document';
