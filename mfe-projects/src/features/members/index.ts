// A project's members: the settings tab and the Add Member dialog.
export { AddMemberDialog } from './ui/AddMemberDialog';
export { MembersTab } from './ui/MembersTab';
