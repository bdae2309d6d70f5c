// The journable types: journals.journable_type of each journaled resource.

export const WORK_PACKAGE_JOURNABLE = 'WorkPackage';
/** Every create, change and delete of a version is journaled. */
export const VERSION_JOURNABLE = 'Version';
