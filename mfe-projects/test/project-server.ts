// An in-memory stand-in for the API v3 endpoints that project editing, deletion, settings and members use,
// behind the browser's fetch, so tests drive the real API client and see every request with its body.
// Answers follow docs/api.md; `answerNext` makes one request answer otherwise (e.g. fail as the server would).
import { halError, jsonResponse, mockApi, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { groupHal, membershipHal, projectLinks, roleHal, userHal } from '@tessera/shared/test/fixtures';
import { PROJECT_MODULES, type MembershipHal, type PrincipalHal, type ProjectHal, type ProjectModuleName, type VersionHal, type VersionSharing, type VersionStatus } from '@tessera/shared';

export interface FakeProject {
  id: number;
  name: string;
  identifier?: string;
  description?: string;
  active?: boolean;
  public?: boolean;
  templated?: boolean;
  parentId?: number | null;
  /** The parent is one the caller may not see. */
  parentUndisclosed?: boolean;
  canUpdate?: boolean;
  /** The "Comments on documents" setting (default on). */
  documentCommentsEnabled?: boolean;
  aiEnabled?: boolean;
  enabledModules?: ProjectModuleName[];
  /** Archive or unarchive (by `active`); defaults to canUpdate. */
  canArchive?: boolean;
  canDelete?: boolean;
  canCopy?: boolean;
  /** The createSubproject link (add_subprojects); as canUpdate when not given. */
  canCreateSubproject?: boolean;
  updatedAt?: string;
}

export interface FakeMember {
  id: number;
  projectId: number;
  principal: { id: number; name: string; type?: 'User' | 'Group' };
  roles: Array<{ id: number; name: string; permissions?: string[] }>;
  canUpdate?: boolean;
  canDelete?: boolean;
  hourlyRate?: number;
}

export interface FakeType {
  id: number;
  name: string;
  color: string;
  enabled: boolean;
  is_default: boolean;
  in_use: boolean;
}

export interface FakeVersion {
  id: number;
  name: string;
  description?: string;
  startDate?: string | null;
  endDate?: string | null;
  status?: VersionStatus;
  sharing?: VersionSharing;
  lockVersion?: number;
  /** The project that defines it (5 when not given). */
  definingProjectId?: number;
  /** Other projects it is shared into (listed there as well). */
  sharedWith?: number[];
  /** The server offers update / delete (the caller holds manage_versions in the defining project); true when not given. */
  canUpdate?: boolean;
  canDelete?: boolean;
}

export interface FakePrincipal {
  id: number;
  name: string;
  type: 'User' | 'Group';
}

export const ROLES = [
  { id: 1, name: 'Project admin' },
  { id: 2, name: 'Team Leader' },
  { id: 3, name: 'Member' },
  { id: 4, name: 'Reader' },
];

export const DEFAULT_TYPES: FakeType[] = [
  { id: 1, name: 'Task', color: '#1677ff', enabled: true, is_default: true, in_use: true },
  { id: 2, name: 'Bug', color: '#cf1322', enabled: true, is_default: false, in_use: false },
  { id: 3, name: 'User story', color: '#389e0d', enabled: false, is_default: false, in_use: false },
];

export interface ProjectServerOptions {
  projects?: FakeProject[];
  members?: FakeMember[];
  principals?: FakePrincipal[];
  types?: FakeType[];
  versions?: FakeVersion[];
  /** The caller's own membership in each project (embedded in the project detail). */
  currentMembership?: (projectId: number) => FakeMember | null;
  /** GET /projects/{id}/github/settings: the merged -> status rule, and whether the caller may change it (default yes). */
  github?: { mergedStatusId?: number | null; canUpdate?: boolean };
}

export const STATUSES = [
  { id: 1, name: 'New' },
  { id: 2, name: 'In Progress' },
  { id: 4, name: 'Completed' },
];

const NOW = '2026-06-20T10:00:00Z';

export function createProjectServer(options: ProjectServerOptions = {}) {
  const projects = new Map<number, FakeProject>((options.projects ?? []).map((project) => [project.id, { ...project }]));
  let members: FakeMember[] = (options.members ?? []).map((member) => ({ ...member }));
  const principals = options.principals ?? [];
  let types: FakeType[] = (options.types ?? DEFAULT_TYPES).map((type) => ({ ...type }));
  let versions: FakeVersion[] = (options.versions ?? []).map((version) => ({ ...version }));
  let nextMembershipId = 900;
  let nextVersionId = 700;
  let clock = 0;
  let mergedStatusId = options.github?.mergedStatusId ?? null;

  function githubSettingsHal(projectId: number) {
    const self = `/api/v3/projects/${projectId}/github/settings`;
    const status = STATUSES.find((candidate) => candidate.id === mergedStatusId);
    return {
      _type: 'GithubProjectSettings',
      updatedAt: mergedStatusId === null ? null : NOW,
      _links: {
        self: { href: self },
        project: { href: `/api/v3/projects/${projectId}` },
        mergedStatus: status ? { href: `/api/v3/statuses/${status.id}`, title: status.name } : { href: null },
        ...(options.github?.canUpdate !== false ? { update: { href: self, method: 'patch' } } : {}),
      },
    };
  }

  function memberHal(member: FakeMember): MembershipHal {
    const hal = membershipHal(member.id, member.principal, member.roles);
    hal._links.project = { href: `/api/v3/projects/${member.projectId}`, title: projects.get(member.projectId)?.name };
    if (member.canUpdate !== false) hal._links.updateImmediately = { href: `/api/v3/memberships/${member.id}`, method: 'patch' };
    if (member.canDelete !== false) hal._links.delete = { href: `/api/v3/memberships/${member.id}`, method: 'delete' };
    if (member.hourlyRate !== undefined) hal.hourlyRate = member.hourlyRate;
    return hal;
  }

  function projectHal(project: FakeProject, detail = false): ProjectHal {
    const parent = project.parentId ? projects.get(project.parentId) : undefined;
    const links: ProjectHal['_links'] = projectLinks(project.id, project.name, project.parentUndisclosed
      ? { href: 'urn:openproject-org:api:v3:undisclosed', title: 'Undisclosed' }
      : project.parentId
        ? { href: `/api/v3/projects/${project.parentId}`, title: parent?.name ?? `Project ${project.parentId}` }
        : undefined);
    if (project.canUpdate !== false) {
      links.update = { href: `/api/v3/projects/${project.id}/form`, method: 'post' };
      links.updateImmediately = { href: `/api/v3/projects/${project.id}`, method: 'patch' };
    }
    if (project.canArchive ?? project.canUpdate !== false) {
      links[project.active === false ? 'unarchive' : 'archive'] = { href: `/api/v3/projects/${project.id}`, method: 'patch' };
    }
    if (project.canDelete !== false) links.delete = { href: `/api/v3/projects/${project.id}`, method: 'delete' };
    if (project.canCopy) links.copy = { href: `/api/v3/projects/${project.id}/copy`, method: 'post' };
    if (project.canCreateSubproject ?? project.canUpdate !== false) links.createSubproject = { href: '/api/v3/projects', method: 'post' };
    const hal: ProjectHal = {
      _type: 'Project',
      id: project.id,
      identifier: project.identifier ?? project.name.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
      name: project.name,
      active: project.active ?? true,
      public: project.public ?? true,
      templated: project.templated ?? false,
      documentCommentsEnabled: project.documentCommentsEnabled ?? true,
      aiEnabled: project.aiEnabled ?? true,
      enabledModules: project.enabledModules ?? [...PROJECT_MODULES],
      description: { format: 'markdown', raw: project.description ?? `About ${project.name}`, html: '' },
      statusExplanation: { format: 'markdown', raw: '', html: '' },
      createdAt: '2026-01-10T10:00:00Z',
      updatedAt: project.updatedAt ?? NOW,
      _links: links,
    };
    if (detail) {
      const own = members.filter((member) => member.projectId === project.id);
      const current = options.currentMembership?.(project.id) ?? null;
      hal._embedded = {
        memberships: { _type: 'Collection', total: own.length, count: Math.min(own.length, 10), _embedded: { elements: own.slice(0, 10).map(memberHal) } },
        currentUserMembership: current ? memberHal(current) : null,
      };
    }
    return hal;
  }

  function versionHal(version: FakeVersion): VersionHal {
    const self = `/api/v3/versions/${version.id}`;
    const definingId = version.definingProjectId ?? 5;
    return {
      _type: 'Version',
      id: version.id,
      name: version.name,
      description: { format: 'markdown', raw: version.description ?? '', html: '' },
      startDate: version.startDate ?? null,
      endDate: version.endDate ?? null,
      status: version.status ?? 'open',
      sharing: version.sharing ?? 'none',
      lockVersion: version.lockVersion ?? 0,
      daysRemaining: null,
      createdAt: NOW,
      updatedAt: NOW,
      _links: {
        self: { href: self, title: version.name },
        definingProject: { href: `/api/v3/projects/${definingId}`, title: projects.get(definingId)?.name ?? `Project ${definingId}` },
        availableInProjects: { href: `${self}/projects` },
        ...(version.canUpdate !== false ? { update: { href: self, method: 'patch' } } : {}),
        ...(version.canDelete !== false ? { delete: { href: self, method: 'delete' } } : {}),
      },
    };
  }

  /** docs/api.md 'Versions (sprints)': the rules the server checks, first violation wins. */
  function versionViolation(version: FakeVersion): MockResponse | null {
    const violation = (message: string, attribute: string) => halError(422, 'PropertyConstraintViolation', message, attribute);
    const name = version.name.trim();
    if (name === '') return violation('Sprint name is required', 'name');
    if (name.length < 2) return violation('Sprint name must be at least 2 characters', 'name');
    if (name.length > 99) return violation('Sprint name must be less than 100 characters', 'name');
    const definingId = version.definingProjectId ?? 5;
    if (versions.some((other) => other.id !== version.id && (other.definingProjectId ?? 5) === definingId && other.name.toLowerCase() === name.toLowerCase())) {
      return violation('Sprint name is already used in this project.', 'name');
    }
    if (version.startDate && version.endDate) {
      const days = (Date.parse(version.endDate) - Date.parse(version.startDate)) / 86_400_000;
      if (days <= 0) return violation('End date must be after start date', 'endDate');
      if (days > 180) return violation('Sprint duration cannot exceed 6 months', 'endDate');
    }
    return null;
  }

  function applyVersionBody(version: FakeVersion, body: Record<string, unknown>): void {
    if (typeof body.name === 'string') version.name = body.name.trim();
    if (body.description) version.description = (body.description as { raw: string }).raw;
    if ('startDate' in body) version.startDate = body.startDate as string | null;
    if ('endDate' in body) version.endDate = body.endDate as string | null;
    if (typeof body.status === 'string') version.status = body.status as VersionStatus;
    if (typeof body.sharing === 'string') version.sharing = body.sharing as VersionSharing;
  }

  const collection = <T>(elements: T[], total = elements.length, extra: Record<string, unknown> = {}) => ({
    _type: 'Collection', total, count: elements.length, _embedded: { elements }, _links: { self: { href: '' } }, ...extra,
  });

  function descendants(id: number): number[] {
    const ids = [id];
    for (let index = 0; index < ids.length; index++) {
      for (const project of projects.values()) if (project.parentId === ids[index] && !ids.includes(project.id)) ids.push(project.id);
    }
    return ids;
  }

  function filterValues(url: URL, name: string): { operator: string; values: string[] } | undefined {
    const raw = url.searchParams.get('filters');
    if (!raw) return undefined;
    for (const entry of JSON.parse(raw) as Array<Record<string, { operator: string; values: string[] }>>) if (entry[name]) return entry[name];
    return undefined;
  }

  function answer(request: RecordedRequest): MockResponse {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const method = request.method;
    const body = (request.body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;

    if (path === '/projects' && method === 'GET') {
      let list = [...projects.values()];
      const parent = filterValues(url, 'parent_id');
      if (parent) list = list.filter((project) => parent.values.includes(String(project.parentId)));
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      const elements = pageSize === 0 ? [] : list.map((project) => projectHal(project));
      return jsonResponse(200, collection(elements, list.length, { pageSize, offset: Number(url.searchParams.get('offset') ?? 1) }));
    }
    if ((match = /^\/projects\/(\d+)$/.exec(path))) {
      const project = projects.get(Number(match[1]));
      if (!project) return halError(404, 'NotFound', 'The requested resource could not be found.');
      if (method === 'GET') return jsonResponse(200, projectHal(project, true));
      if (method === 'PATCH') {
        if (body.identifier !== undefined && body.identifier !== projectHal(project).identifier) {
          return halError(422, 'PropertyIsReadOnly', 'Identifier cannot be changed.', 'identifier');
        }
        if (typeof body.name === 'string') project.name = body.name;
        if (body.description) project.description = (body.description as { raw: string }).raw;
        if (typeof body.public === 'boolean') project.public = body.public;
        if (typeof body.active === 'boolean') project.active = body.active;
        if (typeof body.templated === 'boolean') project.templated = body.templated;
        if (typeof body.documentCommentsEnabled === 'boolean') project.documentCommentsEnabled = body.documentCommentsEnabled;
        if (typeof body.aiEnabled === 'boolean') project.aiEnabled = body.aiEnabled;
        if (Array.isArray(body.enabledModules)) project.enabledModules = body.enabledModules as ProjectModuleName[];
        const parentLink = (body._links as { parent?: { href: string | null } } | undefined)?.parent;
        if (parentLink) {
          const parentId = parentLink.href ? Number(/(\d+)$/.exec(parentLink.href)?.[1]) : null;
          if (parentId !== null && descendants(project.id).includes(parentId)) {
            return halError(422, 'PropertyConstraintViolation', 'A project cannot be its own ancestor.', 'parent');
          }
          project.parentId = parentId;
          project.parentUndisclosed = false;
        }
        project.updatedAt = `2026-06-21T10:00:${String(++clock).padStart(2, '0')}Z`;
        return jsonResponse(200, projectHal(project, true));
      }
      if (method === 'DELETE') {
        for (const id of descendants(project.id)) projects.delete(id);
        return jsonResponse(204);
      }
    }
    if ((match = /^\/projects\/(\d+)\/memberships$/.exec(path)) && method === 'GET') {
      const own = members.filter((member) => member.projectId === Number(match![1]));
      const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
      const offset = Number(url.searchParams.get('offset') ?? 1);
      const page = own.slice((offset - 1) * pageSize, offset * pageSize);
      return jsonResponse(200, collection(page.map(memberHal), own.length, { pageSize, offset }));
    }
    if ((match = /^\/memberships\/(\d+)$/.exec(path))) {
      const member = members.find((candidate) => candidate.id === Number(match![1]));
      if (!member) return halError(404, 'NotFound', 'The requested resource could not be found.');
      if (method === 'PATCH') {
        const ids = ((body._links as { roles: Array<{ href: string }> }).roles ?? []).map((link) => Number(/(\d+)$/.exec(link.href)?.[1]));
        member.roles = ROLES.filter((role) => ids.includes(role.id));
        return jsonResponse(200, memberHal(member));
      }
      if (method === 'DELETE') {
        members = members.filter((candidate) => candidate !== member);
        return jsonResponse(204);
      }
    }
    if (path === '/memberships' && method === 'POST') {
      const links = body._links as { principal?: { href: string }; project: { href: string }; roles?: Array<{ href: string }> };
      if (!links.principal) return halError(422, 'PropertyConstraintViolation', 'Please select a user or group', 'principal');
      const principalId = Number(/(\d+)$/.exec(links.principal.href)?.[1]);
      const principal = principals.find((candidate) => candidate.id === principalId);
      const projectId = Number(/(\d+)$/.exec(links.project.href)?.[1]);
      if (!principal) return halError(422, 'PropertyConstraintViolation', 'Principal does not exist.', 'principal');
      if (members.some((member) => member.projectId === projectId && member.principal.id === principalId)) {
        return halError(422, 'PropertyConstraintViolation', `${principal.name} is already a member of this project.`, 'principal');
      }
      const roleIds = (links.roles ?? []).map((link) => Number(/(\d+)$/.exec(link.href)?.[1]));
      const member: FakeMember = { id: nextMembershipId++, projectId, principal, roles: ROLES.filter((role) => roleIds.includes(role.id)) };
      members.push(member);
      return jsonResponse(201, memberHal(member));
    }
    if (path === '/roles' && method === 'GET') {
      return jsonResponse(200, collection(ROLES.map((role) => roleHal(role.id, role.name))));
    }
    if (path === '/principals' && method === 'GET') {
      const type = filterValues(url, 'type')?.values[0];
      const notIn = filterValues(url, 'member');
      const name = filterValues(url, 'name')?.values[0]?.toLowerCase();
      const found = principals
        .filter((principal) => !type || principal.type === type)
        .filter((principal) => !notIn || !members.some((member) => notIn.values.includes(String(member.projectId)) && member.principal.id === principal.id))
        .filter((principal) => !name || principal.name.toLowerCase().includes(name));
      return jsonResponse(200, collection(found.map((principal): PrincipalHal => (principal.type === 'Group' ? groupHal(principal.id, principal.name) : userHal({ id: principal.id, name: principal.name })))));
    }
    if ((match = /^\/projects\/(\d+)\/available_types$/.exec(path))) {
      if (method === 'GET') return jsonResponse(200, collection(types.map((type) => ({ _type: 'Type', ...type, _links: {} }))));
      if (method === 'PATCH') {
        const ids = body.type_ids as number[];
        const defaultId = body.default_type_id as number | undefined;
        types = types.map((type) => ({ ...type, enabled: ids.includes(type.id), is_default: defaultId === undefined ? type.is_default : type.id === defaultId }));
        return jsonResponse(200, collection(types.map((type) => ({ _type: 'Type', ...type, _links: {} }))));
      }
    }
    if ((match = /^\/projects\/(\d+)\/github\/settings$/.exec(path))) {
      const projectId = Number(match[1]);
      if (method === 'GET') return jsonResponse(200, githubSettingsHal(projectId));
      if (method === 'PATCH') {
        const href = (body._links as { mergedStatus?: { href: string | null } } | undefined)?.mergedStatus?.href;
        if (href === undefined) return jsonResponse(200, githubSettingsHal(projectId));
        const statusId = href === null ? null : Number(/\/api\/v3\/statuses\/(\d+)$/.exec(href)?.[1]);
        if (statusId !== null && !STATUSES.some((status) => status.id === statusId)) {
          return halError(422, 'PropertyConstraintViolation', 'Status when merged must be an existing status.', 'mergedStatus');
        }
        mergedStatusId = statusId;
        return jsonResponse(200, githubSettingsHal(projectId));
      }
    }
    if (path === '/statuses' && method === 'GET') {
      return jsonResponse(200, collection(STATUSES.map((status, index) => ({
        _type: 'Status', ...status, color: '#1677ff', position: index + 1, isClosed: status.id === 4, isDefault: index === 0,
        _links: { self: { href: `/api/v3/statuses/${status.id}`, title: status.name } },
      }))));
    }
    if ((match = /^\/projects\/(\d+)\/versions$/.exec(path)) && method === 'GET') {
      const projectId = Number(match[1]);
      const available = versions
        .filter((version) => (version.definingProjectId ?? 5) === projectId || version.sharedWith?.includes(projectId))
        // By start date (none last), then name, as the server orders them.
        .sort((a, b) => (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999') || a.name.localeCompare(b.name));
      return jsonResponse(200, collection(available.map(versionHal), available.length, { pageSize: 1000, offset: 1 }));
    }
    if (path === '/versions' && method === 'POST') {
      const href = (body._links as { definingProject?: { href: string } } | undefined)?.definingProject?.href;
      if (typeof body.name !== 'string') return halError(422, 'PropertyConstraintViolation', 'Sprint name is required', 'name');
      if (!href) return halError(422, 'PropertyConstraintViolation', 'A version needs its defining project.', 'definingProject');
      const version: FakeVersion = { id: nextVersionId++, name: body.name, definingProjectId: Number(/(\d+)$/.exec(href)?.[1]) };
      applyVersionBody(version, body);
      const refusal = versionViolation(version);
      if (refusal) return refusal;
      versions.push(version);
      return jsonResponse(201, versionHal(version));
    }
    if ((match = /^\/versions\/(\d+)$/.exec(path))) {
      const version = versions.find((candidate) => candidate.id === Number(match![1]));
      if (!version) return halError(404, 'NotFound', 'The requested resource could not be found.');
      if (method === 'PATCH') {
        if (body.lockVersion !== (version.lockVersion ?? 0)) {
          return halError(409, 'UpdateConflict', 'Your changes could not be saved: the version was changed by someone else in the meantime.');
        }
        const changed = { ...version };
        applyVersionBody(changed, body);
        const refusal = versionViolation(changed);
        if (refusal) return refusal;
        Object.assign(version, changed, { lockVersion: (version.lockVersion ?? 0) + 1 });
        return jsonResponse(200, versionHal(version));
      }
      if (method === 'DELETE') {
        versions = versions.filter((candidate) => candidate !== version);
        return jsonResponse(204);
      }
    }
    return halError(404, 'NotFound', `No fake for ${method} ${path}`);
  }

  const api = mockApi(answer);

  return {
    fetch: api.fetch,
    requests: api.requests,
    /** The next `method` request whose path (after /api/v3) matches answers `response` instead (after `gate`, if given). */
    answerNext: (method: string, path: RegExp, response: MockResponse, gate?: Promise<unknown>) => api.answerNext(method, path, response, gate),
    /** The next `method` request whose path matches gets its usual answer, but only once `gate` settles. */
    holdNext: (method: string, path: RegExp, gate: Promise<unknown>) => api.answerNext(method, path, null, gate),
    projects,
    mergedStatusId: () => mergedStatusId,
    members: () => members,
    types: () => types,
    versions: () => versions,
    /** Someone else changes a version on the server (its lockVersion moves on). */
    changeVersionElsewhere(versionId: number, change: Partial<FakeVersion>) {
      const version = versions.find((candidate) => candidate.id === versionId)!;
      Object.assign(version, change, { lockVersion: (version.lockVersion ?? 0) + 1 });
    },
  };
}

export type ProjectServer = ReturnType<typeof createProjectServer>;

/** A promise and the function that settles it. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
