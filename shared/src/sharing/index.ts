// Sharing a document or a work package with users at view, edit or manage: the Share dialog and what it is built on.
export { ShareDialog, type ShareDialogProps } from './ShareDialog';
export { sharesQueryKey, useShares, type UserOption } from './api';
export { levelLabel, mapShare, SHARE_MESSAGES, shareLevels, sharesPath, type Share, type SharedEntity, type ShareLevel } from './share';
