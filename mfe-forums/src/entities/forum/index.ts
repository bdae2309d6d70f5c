// The forum domain: its resources, calls, query keys, live refresh and the typed deletion confirmation.
export * from './model/types';
export * from './api/keys';
export * from './api/forum-api';
export { useForum, useForumCategories, useForumProject, useLiveForums } from './api/queries';
export { TypedConfirmModal, type TypedConfirmModalProps } from './ui/TypedConfirmModal';
