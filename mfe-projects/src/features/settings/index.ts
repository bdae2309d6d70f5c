// Project Settings: the dialog with its General, Members, Types and Versions tabs.
export { ProjectSettingsDialog } from './ui/ProjectSettingsDialog';
