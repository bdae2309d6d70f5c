import { mapMembership, mapProject, mapProjectDetail, matchByName, parseProjectId, TASK_TITLE_MAX, taskBodyFromAiDraft } from '../src/domain';
import { membershipHal, projectDetailHal, projectHal } from './fixtures';

describe('mapProject', () => {
  it('maps the HAL project to the UI model', () => {
    expect(mapProject(projectHal())).toEqual({
      id: 5,
      name: 'Apollo',
      identifier: 'apollo',
      description: 'Moon landing programme',
      status: 'active',
      isPublic: true,
      isActive: true,
      templated: false,
      parentId: 2,
      parentName: 'Space programme',
      createdAt: '2026-01-02T10:00:00Z',
      updatedAt: '2026-03-04T12:30:00Z',
      canUpdate: true,
      canArchive: false,
      canDelete: true,
      canCopy: false,
      canAddWorkPackages: false,
      // An answer without the field (an older server) has every module.
      enabledModules: ['work_package_tracking', 'backlogs', 'costs', 'documents', 'forums', 'github'],
    });
  });

  it("reads the project's switched-on modules, dropping names it does not know", () => {
    expect(mapProject(projectHal({ enabledModules: ['forums', 'wiki', 'documents'] as never })).enabledModules).toEqual(['forums', 'documents']);
  });

  it('reads the archive and copy actions from their links', () => {
    const links = (extra: Record<string, { href: string; method: string }>) =>
      mapProject(projectHal({ _links: { self: { href: '/api/v3/projects/5' }, ...extra } }));
    expect(links({ archive: { href: '/api/v3/projects/5', method: 'patch' } })).toMatchObject({ canArchive: true, canCopy: false });
    expect(links({ unarchive: { href: '/api/v3/projects/5', method: 'patch' } })).toMatchObject({ canArchive: true });
    expect(links({ copy: { href: '/api/v3/projects/5/copy', method: 'post' } })).toMatchObject({ canArchive: false, canCopy: true });
    expect(links({ createWorkPackageImmediately: { href: '/api/v3/projects/5/work_packages', method: 'post' } })).toMatchObject({ canAddWorkPackages: true, canCopy: false });
  });

  it('reads archived, private, templated, no parent and no permitted actions', () => {
    const project = mapProject(projectHal({
      active: false, public: false, templated: true, description: { format: 'markdown', raw: '', html: '' },
      _links: { self: { href: '/api/v3/projects/5' }, parent: { href: null } },
    }));
    expect(project).toMatchObject({
      status: 'archived', isActive: false, isPublic: false, templated: true, description: '',
      parentId: null, parentName: null, canUpdate: false, canDelete: false, canArchive: false, canCopy: false,
    });
  });

  it('treats the archived status link as archived', () => {
    const project = mapProject(projectHal({
      _links: { self: { href: '/api/v3/projects/5' }, status: { href: '/api/v3/project_statuses/archived' } },
    }));
    expect(project.status).toBe('archived');
  });
});

describe('mapMembership', () => {
  it('maps principal, roles and the union of permissions', () => {
    const membership = mapMembership(membershipHal(40, { id: 7, name: 'Grace Hopper' }, [
      { id: 4, name: 'Team Leader', permissions: ['view_members', 'edit_project'] },
      { id: 3, name: 'Member', permissions: ['view_members', 'view_work_packages'] },
    ]));
    expect(membership).toEqual({
      id: 40, principalId: 7, principalType: 'User', principalName: 'Grace Hopper', avatarUrl: null,
      roles: [{ id: 4, name: 'Team Leader' }, { id: 3, name: 'Member' }],
      permissions: ['view_members', 'edit_project', 'view_work_packages'],
    });
  });

  it('recognises groups', () => {
    const hal = membershipHal(41, { id: 9, name: 'Designers', type: 'Group' }, [{ id: 5, name: 'Reviewer' }]);
    expect(mapMembership(hal)).toEqual({
      id: 41, principalId: 9, principalType: 'Group', principalName: 'Designers', avatarUrl: null,
      roles: [{ id: 5, name: 'Reviewer' }], permissions: [],
    });
  });
});

describe('mapProjectDetail', () => {
  it('adds embedded members, the member total and the caller\'s membership', () => {
    const current = membershipHal(200, { id: 1, name: 'Ada Admin' }, [{ id: 4, name: 'Team Leader', permissions: [] }]);
    const detail = mapProjectDetail(projectDetailHal(12, {}, current));
    expect(detail.name).toBe('Apollo');
    expect(detail.members).toHaveLength(10);
    expect(detail.members[0]).toMatchObject({ principalName: 'Alan Turing', principalId: 10 });
    expect(detail.memberTotal).toBe(12);
    expect(detail.currentUserMembership).toMatchObject({ principalId: 1, roles: [{ id: 4, name: 'Team Leader' }] });
  });

  it('works without embedded members', () => {
    const detail = mapProjectDetail(projectHal());
    expect(detail).toMatchObject({ members: [], memberTotal: 0, currentUserMembership: null });
  });

  it('rejects an embedded member collection without elements', () => {
    const hal = projectHal({ _embedded: { memberships: { _type: 'Collection', total: 3, count: 3 } as never } });
    expect(() => mapProjectDetail(hal)).toThrow('Invalid API response: missing elements');
  });
});

describe('parseProjectId', () => {
  it.each([['5', 5], ['42', 42], [7, 7]])('accepts %p', (value, id) => expect(parseProjectId(value)).toBe(id));
  it.each(['0', '-3', 'abc', '1.5', '', '5abc', undefined, '99999999999999999999'])('rejects %p', (value) => {
    expect(parseProjectId(value)).toBeNull();
  });
});

describe('taskBodyFromAiDraft', () => {
  const types = [{ id: 1, name: 'Task' }, { id: 2, name: 'Bug' }];
  const priorities = [{ id: 7, name: 'High' }];
  const draft = { description: '  Steps to reproduce  ', type: ' bug ', priority: 'Urgent', estimatedHours: 1.5, startDate: '2026-12-01', dueDate: null };

  it('matches type and priority by name, leaves out what the project lacks, and writes the estimate as an ISO duration', () => {
    expect(taskBodyFromAiDraft(draft, '  Fix the login  ', { types, priorities, links: { parent: { href: '/api/v3/work_packages/9' } } })).toEqual({
      subject: 'Fix the login',
      description: { raw: 'Steps to reproduce' },
      estimatedTime: 'PT1H30M',
      startDate: '2026-12-01',
      _links: { parent: { href: '/api/v3/work_packages/9' }, type: { href: '/api/v3/types/2' } },
    });
  });

  it('takes a description in place of the draft\'s, cuts the title to the API limit and drops a zero estimate', () => {
    const body = taskBodyFromAiDraft({ ...draft, estimatedHours: 0 }, 'x'.repeat(300), { types, priorities, description: 'From the document' });
    expect(body.subject).toHaveLength(TASK_TITLE_MAX);
    expect(body.description).toEqual({ raw: 'From the document' });
    expect(body.estimatedTime).toBeUndefined();
    expect(matchByName(priorities, 'high')).toEqual({ id: 7, name: 'High' });
  });
});
