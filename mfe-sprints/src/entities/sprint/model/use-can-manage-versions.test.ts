import { mapCurrentUser, mapProjectDetail } from '@tessera/shared';
import { adminHal, membershipHal, projectDetailHal, userHal } from '@tessera/shared/test/fixtures';
import { version } from '../../../../test/fixtures';
import { canManageVersions } from './use-can-manage-versions';

const member = mapCurrentUser(userHal());
const projectWith = (permissions: string[] | null) =>
  mapProjectDetail(projectDetailHal(2, {}, permissions ? membershipHal(900, { id: 7, name: 'Grace Hopper' }, [{ id: 3, name: 'Member', permissions }]) : null));

describe("who is offered 'Create Sprint'", () => {
  it('admins, and members whose roles carry manage_versions', () => {
    expect(canManageVersions({ projectId: 5, user: mapCurrentUser(adminHal()), project: undefined, versions: [] })).toBe(true);
    expect(canManageVersions({ projectId: 5, user: member, project: projectWith(['manage_versions']), versions: [] })).toBe(true);
    expect(canManageVersions({ projectId: 5, user: member, project: projectWith(['view_work_packages']), versions: [] })).toBe(false);
    // Not a direct member (e.g. only through a group, or a public project's visitor).
    expect(canManageVersions({ projectId: 5, user: member, project: projectWith(null), versions: [] })).toBe(false);
  });

  it("anyone the server gave an edit or delete link on one of this project's own versions", () => {
    const editable = version(1, {}, { canUpdate: true, canDelete: false });
    const sharedIn = version(2, {}, { definingProjectId: 2 });
    expect(canManageVersions({ projectId: 5, user: member, project: projectWith(null), versions: [editable] })).toBe(true);
    expect(canManageVersions({ projectId: 5, user: member, project: projectWith(null), versions: [sharedIn] })).toBe(false);
  });

  it('offers nothing in an archived project, not even to admins (the server refuses)', () => {
    const archived = { ...projectWith(['manage_versions']), status: 'archived' as const, isActive: false };
    expect(canManageVersions({ projectId: 5, user: mapCurrentUser(adminHal()), project: archived, versions: [] })).toBe(false);
    expect(canManageVersions({ projectId: 5, user: member, project: archived, versions: [version(1, {}, { canUpdate: true })] })).toBe(false);
  });

  it('waits while the project loads, and leaves it to the server when the project cannot be read', () => {
    expect(canManageVersions({ projectId: 5, user: member, project: undefined, versions: [] })).toBeUndefined();
    expect(canManageVersions({ projectId: 5, user: member, project: null, versions: [] })).toBe(true);
  });
});
