export * from './errors';
export * from './client';
export * from './hal';
export * from './retry';
export { onUnauthorized } from './unauthorized';
export * from './tab-id';
export * from './types';
