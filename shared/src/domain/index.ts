export * from './project';
export * from './membership';
