export * from './paths';
export * from './router';
