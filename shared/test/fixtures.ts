// HAL fixtures shaped as the server's representers send them (the generated API types require every property the
// server always sends), for tests in any package.
import type { GroupHal, LinkHal, MembershipHal, ProjectHal, RoleHal, UserHal } from '../src/api/types';

/** The memberships collection of one project or one principal, as the server links it. */
export function membershipsHref(filter: 'project' | 'principal', id: number): string {
  return `/api/v3/memberships?filters=${encodeURIComponent(JSON.stringify([{ [filter]: { operator: '=', values: [String(id)] } }]))}`;
}

/** A user as GET /users/me answers it; its links follow the id and name given. */
export function userHal(overrides: Partial<UserHal> = {}): UserHal {
  const id = overrides.id ?? 7;
  const name = overrides.name ?? 'Grace Hopper';
  return {
    _type: 'User',
    id,
    login: 'grace',
    name,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@tessera.local',
    admin: false,
    roleType: 'member',
    isManager: false,
    globalRoles: [],
    status: 'active',
    avatar: null,
    createdAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-01-02T10:00:00Z',
    _links: { self: { href: `/api/v3/users/${id}`, title: name }, memberships: { href: membershipsHref('principal', id), title: 'Memberships' } },
    ...overrides,
  };
}

export function adminHal(overrides: Partial<UserHal> = {}): UserHal {
  return userHal({
    id: 1, login: 'admin', name: 'Ada Admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@tessera.local', admin: true, roleType: 'admin',
    globalRoles: ['Administrator'], ...overrides,
  });
}

/** A group as lists (GET /principals) show it: without its users. */
export function groupHal(id: number, name: string): GroupHal {
  return {
    _type: 'Group',
    id,
    name,
    createdAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-01-02T10:00:00Z',
    _links: { self: { href: `/api/v3/groups/${id}`, title: name }, memberships: { href: membershipsHref('principal', id), title: 'Memberships' } },
  };
}

export function roleHal(id: number, name: string): RoleHal {
  return { _type: 'Role', id, name, _links: { self: { href: `/api/v3/roles/${id}`, title: name } } };
}

export function membershipHal(
  id: number,
  principal: { id: number; name: string; type?: 'User' | 'Group' },
  roles: Array<{ id: number; name: string; permissions?: string[] }> = [{ id: 3, name: 'Member', permissions: ['view_work_packages'] }],
): MembershipHal {
  const type = principal.type ?? 'User';
  const principalLink = { href: `/api/v3/${type === 'Group' ? 'groups' : 'users'}/${principal.id}`, title: principal.name };
  return {
    _type: 'Membership',
    id,
    createdAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-01-02T10:00:00Z',
    _links: {
      self: { href: `/api/v3/memberships/${id}` },
      schema: { href: '/api/v3/memberships/schema' },
      project: { href: '/api/v3/projects/5', title: 'Apollo' },
      principal: principalLink,
      roles: roles.map((role) => ({ href: `/api/v3/roles/${role.id}`, title: role.name })),
    },
    _embedded: {
      // A group comes with its users (none here); a user as OpenProject embeds one.
      principal: type === 'Group'
        ? { _type: 'Group', id: principal.id, name: principal.name, _embedded: { members: [] }, _links: { self: principalLink, members: [] } }
        : { _type: 'User', id: principal.id, name: principal.name, avatar: null, _links: { self: principalLink } },
      roles: roles.map((role) => ({
        _type: 'Role',
        id: role.id,
        name: role.name,
        permissions: role.permissions ?? [],
        _links: { self: { href: `/api/v3/roles/${role.id}`, title: role.name } },
      })),
    },
  };
}

/**
 * The links the server gives every project whoever asks (action links come on top, for those who may act):
 * `parent` ({ href: null } for none) is also its one ancestor here.
 */
export function projectLinks(id: number, name: string, parent: LinkHal = { href: null }, status: LinkHal = { href: '/api/v3/project_statuses/on_track', title: 'On track' }) {
  return {
    self: { href: `/api/v3/projects/${id}`, title: name },
    parent,
    ancestors: parent.href ? [parent] : [],
    status,
    memberships: { href: membershipsHref('project', id) },
    workPackages: { href: `/api/v3/projects/${id}/work_packages` },
    versions: { href: `/api/v3/projects/${id}/versions` },
    types: { href: `/api/v3/projects/${id}/types` },
    categories: { href: `/api/v3/projects/${id}/categories` },
  } satisfies ProjectHal['_links'];
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
    documentCommentsEnabled: true,
    description: { format: 'markdown', raw: 'Moon landing programme', html: '<p>Moon landing programme</p>' },
    statusExplanation: { format: 'markdown', raw: '', html: '' },
    createdAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-03-04T12:30:00Z',
    _links: {
      ...projectLinks(5, 'Apollo', { href: '/api/v3/projects/2', title: 'Space programme' }),
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
