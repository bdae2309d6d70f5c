// The task entity: what several tasks features share (the task and its mapping, requests and query keys, lookups,
// the reference data, and the small chips and avatars that show them).
export * from './api/reference-data';
export * from './api/task-keys';
export * from './api/tasks-api';
export * from './model/assignees';
export * from './model/lookups';
export * from './model/pending-status';
export * from './model/priorities';
export * from './model/readable-color';
export * from './model/statuses';
export * from './model/task-rules';
export * from './model/task';
export * from './model/types';
export * from './model/versions';
export * from './ui/ChoicesLoadFailed';
export * from './ui/ColorChip';
export * from './ui/MiniAvatar';
