// Public API of @tessera/shared. Every remote and the shell import from here only.
export * from './ui/antd';
export * from './ui/icons';
