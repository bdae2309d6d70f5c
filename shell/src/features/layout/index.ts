// The shell's layout: header, navigation, skip link and the main landmark the pages render into.
export { SHARED_DOCUMENTS_PATH, ShellLayout } from './ShellLayout';
