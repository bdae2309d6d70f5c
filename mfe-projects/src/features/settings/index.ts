// Project Settings: the dialog with its General, Modules, Members, Types, Versions and GitHub tabs.
export { ProjectSettingsDialog } from './ui/ProjectSettingsDialog';
