export * from './project';
export * from './membership';
export * from './version';
export * from './version-rules';
export * from './version-api';
export * from './work-packages';
export * from './project-modules';
export * from './task-drafts';
