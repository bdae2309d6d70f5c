// Spec 000 sections 2, 5, 8 and 9: project members and the Add Member dialog.
export const MEMBERS_PAGE_SIZE = 100;
export const MEMBERS_EMPTY = 'No members';
export const MEMBERS_LOAD_FAILED = 'Failed to load members';
export const ROLES_UPDATED = 'Roles updated';
export const ROLES_UPDATE_FAILED = 'Failed to update roles';
export const MEMBER_REMOVED = 'Member removed';
export const MEMBER_REMOVE_FAILED = 'Failed to remove member';
export const REMOVE_MEMBER_CONFIRM = (name: string) => `Remove ${name} from this project?`;
export const NO_HOURLY_RATE = '—';

export const ADD_MEMBER_TITLE = 'Add Member to Project';
export const PRINCIPAL_REQUIRED = 'Please select a user or group';
export const ROLES_REQUIRED = 'Please select at least one role';
export const MEMBER_ADDED = 'Member added successfully';
export const GROUP_ADDED = 'Group added successfully';
export const ADD_MEMBER_FAILED = 'Failed to add member';
/** Search as the user types, once they pause (spec 000 section 9: search debounce 300 ms). */
export const PRINCIPAL_SEARCH_DEBOUNCE_MS = 300;
export const PRINCIPAL_SEARCH_PAGE_SIZE = 20;
