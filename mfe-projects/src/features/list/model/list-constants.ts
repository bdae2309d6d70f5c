// Spec 000 section 2 'Projects list screen': texts and page sizes of the list.
export const GRID_PAGE_SIZE = 24;
export const LIST_PAGE_SIZE = 20;

export const PAGE_TITLE = 'Projects';
export const PAGE_SUBTITLE = 'Manage and track your projects';
export const SIGNED_OUT_TITLE = 'Projects Dashboard';
export const SIGNED_OUT_TEXT = 'Sign in to view and manage your projects';
export const NO_SEARCH_RESULTS_TEXT = 'No projects match your search criteria';
export const NO_ACTIVE_PROJECTS_TEXT = 'No active projects yet';
export const NO_ARCHIVED_PROJECTS_TEXT = 'No archived projects';
export const LOAD_FAILED_TITLE = 'Failed to load projects';
