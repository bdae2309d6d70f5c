// Public API of @tessera/shared. Every remote and the shell import from here only.
export * from './api';
export * from './auth';
export * from './domain';
export * from './query';
export * from './format';
export * from './routing';
export * from './federation';
export * from './realtime';
export * from './sharing';
export * from './ui/antd';
export * from './ui/icons';
// `theme` is the suite's ThemeConfig; it deliberately shadows antd's `theme` helpers from ui/antd
// (available as `antdTheme` / `useThemeToken`).
export { theme, antdTheme, useThemeToken } from './ui/theme';
export * from './ui/AppProviders';
export * from './ui/LiveAnnouncer';
export * from './ui/VisuallyHidden';
export * from './ui/useReducedMotion';
export * from './ui/useDebouncedValue';
export * from './ui/forms/enter-key';
export * from './ui/UserAvatar';
export * from './ui/PageError';
export * from './ui/RetryableLazy';
export * from './ui/ModuleNotEnabled';
export * from './ui/RichText';
export * from './ui/LoginForm';
export * from './ui/StandaloneApp';
export * from './ui/StandaloneProjectRoutes';
