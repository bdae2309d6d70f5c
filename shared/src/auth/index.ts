export * from './current-user';
export * from './permissions';
export * from './auth-store';
