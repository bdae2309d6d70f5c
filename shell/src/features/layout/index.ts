// The shell's layout: header, navigation, skip link and the main landmark the pages render into.
export { ShellLayout } from './ShellLayout';
