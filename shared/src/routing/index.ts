export * from './paths';
export * from './router';
export * from './task-selection';
export * from './first-reads';
