export * from './project-events';
export * from './use-project-events';
export * from './user-events';
export * from './use-user-events';
