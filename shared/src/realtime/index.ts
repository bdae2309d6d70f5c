export * from './project-events';
export * from './use-project-events';
