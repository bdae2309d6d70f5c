// HAL fixtures shaped like docs/api.md examples, for tests in any package.
import type { MembershipHal } from '../src/domain/membership';
import type { ProjectHal } from '../src/domain/project';
import type { UserHal } from '../src/auth/current-user';

export function userHal(overrides: Partial<UserHal> = {}): UserHal {
  return {
    _type: 'User',
    id: 7,
    login: 'grace',
    name: 'Grace Hopper',
    email: 'grace@tessera.local',
    admin: false,
    roleType: 'member',
    isManager: false,
    globalRoles: [],
    avatar: null,
    _links: { self: { href: '/api/v3/users/7', title: 'Grace Hopper' } },
    ...overrides,
  };
}

export function adminHal(overrides: Partial<UserHal> = {}): UserHal {
  return userHal({
    id: 1, login: 'admin', name: 'Ada Admin', email: 'admin@tessera.local', admin: true, roleType: 'admin',
    globalRoles: ['Administrator'], _links: { self: { href: '/api/v3/users/1', title: 'Ada Admin' } }, ...overrides,
  });
}

export function membershipHal(
  id: number,
  principal: { id: number; name: string; type?: 'User' | 'Group' },
  roles: Array<{ id: number; name: string; permissions?: string[] }> = [{ id: 3, name: 'Member', permissions: ['view_work_packages'] }],
): MembershipHal {
  const type = principal.type ?? 'User';
  const principalHref = `/api/v3/${type === 'Group' ? 'groups' : 'users'}/${principal.id}`;
  return {
    _type: 'Membership',
    id,
    createdAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-01-02T10:00:00Z',
    _links: {
      self: { href: `/api/v3/memberships/${id}` },
      project: { href: '/api/v3/projects/5', title: 'Apollo' },
      principal: { href: principalHref, title: principal.name },
      roles: roles.map((role) => ({ href: `/api/v3/roles/${role.id}`, title: role.name })),
    },
    _embedded: {
      principal: { _type: type, id: principal.id, name: principal.name, avatar: null },
      roles: roles.map((role) => ({ _type: 'Role', id: role.id, name: role.name, permissions: role.permissions ?? [] })),
    },
  };
}

export function projectHal(overrides: Partial<ProjectHal> = {}): ProjectHal {
  return {
    _type: 'Project',
    id: 5,
    identifier: 'apollo',
    name: 'Apollo',
    active: true,
    public: true,
    templated: false,
    description: { format: 'markdown', raw: 'Moon landing programme', html: '<p>Moon landing programme</p>' },
    statusExplanation: { format: 'markdown', raw: '', html: '' },
    createdAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-03-04T12:30:00Z',
    _links: {
      self: { href: '/api/v3/projects/5', title: 'Apollo' },
      parent: { href: '/api/v3/projects/2', title: 'Space programme' },
      status: { href: '/api/v3/project_statuses/on_track', title: 'On track' },
      update: { href: '/api/v3/projects/5/form', method: 'post' },
      updateImmediately: { href: '/api/v3/projects/5', method: 'patch' },
      delete: { href: '/api/v3/projects/5', method: 'delete' },
    },
    ...overrides,
  };
}

/** A project detail answer with `memberCount` members (the first 10 embedded, as the server does). */
export function projectDetailHal(memberCount: number, overrides: Partial<ProjectHal> = {}, current: MembershipHal | null = null): ProjectHal {
  const names = ['Alan Turing', 'Barbara Liskov', 'Claude Shannon', 'Donald Knuth', 'Edsger Dijkstra', 'Frances Allen',
    'Grace Hopper', 'Hedy Lamarr', 'Ivan Sutherland', 'John McCarthy', 'Ken Thompson', 'Linus Torvalds'];
  const members = Array.from({ length: memberCount }, (_, index) =>
    membershipHal(100 + index, { id: 10 + index, name: names[index % names.length] }));
  return projectHal({
    _embedded: {
      memberships: { _type: 'Collection', total: memberCount, count: Math.min(memberCount, 10), _embedded: { elements: members.slice(0, 10) } },
      currentUserMembership: current,
    },
    ...overrides,
  });
}
