export * from './project';
export * from './membership';
export * from './version';
