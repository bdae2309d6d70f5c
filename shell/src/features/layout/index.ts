// The shell's layout: header, navigation, skip link and the main landmark the pages render into.
export {
  ADMIN_DASHBOARD_PATH, AI_SETTINGS_PATH, FACULTY_DASHBOARD_PATH, GITHUB_SETTINGS_PATH, ORGANIZATION_BACKLOGS_PATH, SHARED_DOCUMENTS_PATH, ShellLayout,
} from './ShellLayout';
