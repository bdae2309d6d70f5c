// Sharing a document with users at view, edit or manage: the Share button of the cards (the dialog is @tessera/shared's).
export { ShareDocumentButton, type ShareDocumentButtonProps } from './ui/ShareDocumentButton';
