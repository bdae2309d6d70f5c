export { queryClient } from './query-client';
export * from './query-keys';
