// The project's versions (a settings tab).
export { VersionsTab } from './ui/VersionsTab';
