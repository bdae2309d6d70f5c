// Archiving is `active: false` (docs/api.md 'Writing projects'; spec 000 section 4).
export const ARCHIVE_SUCCESS = 'Project archived';
export const UNARCHIVE_SUCCESS = 'Project unarchived';
export const ARCHIVE_FAILED = 'Failed to archive project';
export const UNARCHIVE_FAILED = 'Failed to unarchive project';
