/** Who may attach files to a work package or its activities: whoever may edit the package or comment on it. */
export const mayAddAttachments = (permissions: ReadonlySet<string>) => permissions.has('edit_work_packages') || permissions.has('add_work_package_notes');
