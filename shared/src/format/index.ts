export * from './dates';
export * from './durations';
export * from './numbers';
