// A fake API for rendering the tasks views in tests: reference data, a project's work packages, statistics,
// creation and the status call, with per-test overrides.
import { halError, jsonResponse, mockFetch, requestsOf, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { membershipHal, projectHal, projectLinks } from '@tessera/shared/test/fixtures';
import type { ProjectHal } from '@tessera/shared';
import type { WorkPackageHal } from '../model/task';
import { collectionOf, PRIORITIES_HAL, STATUSES_HAL, TYPES_HAL, wpHal } from './fixtures';
import { versionsCollection, type FakeVersion } from './versions';

export interface TasksServerOptions {
  workPackages?: WorkPackageHal[];
  members?: Array<{ id: number; name: string }>;
  /** The project's versions (GET /projects/{id}/versions), in the list's order. */
  versions?: FakeVersion[];
  /** GET /projects/{id}: archived (no createWorkPackageImmediately), or active and the caller may (not) add tasks. */
  project?: { archived?: boolean; canAddTasks?: boolean };
}

type Override = (request: RecordedRequest) => MockResponse | undefined;

export function createTasksServer({
  workPackages = [],
  members = [{ id: 7, name: 'Grace Hopper' }, { id: 10, name: 'Alan Turing' }],
  versions = [],
  project = {},
}: TasksServerOptions = {}) {
  const packages = [...workPackages];
  let nextId = 1000;
  const overrides: Override[] = [];

  const fetch = mockFetch((request) => {
    for (const override of overrides) {
      const answer = override(request);
      if (answer) return answer;
    }
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace('/api/v3', '');
    if (request.method === 'GET') {
      if (path === '/statuses') return jsonResponse(200, collectionOf(STATUSES_HAL));
      if (path === '/priorities') return jsonResponse(200, collectionOf(PRIORITIES_HAL));
      if (/^\/projects\/\d+\/available_types$/.test(path)) return jsonResponse(200, collectionOf(TYPES_HAL));
      if (/^\/projects\/\d+\/memberships$/.test(path)) {
        return jsonResponse(200, collectionOf(members.map((member, index) => membershipHal(100 + index, member))));
      }
      if (/^\/projects\/\d+\/work_packages$/.test(path)) return jsonResponse(200, collectionOf(packages, packages.length, 1000, 1));
      if (/^\/projects\/\d+\/versions$/.test(path)) return jsonResponse(200, versionsCollection(versions));
      const projectMatch = /^\/projects\/(\d+)$/.exec(path);
      if (projectMatch) {
        const id = Number(projectMatch[1]);
        const archived = project.archived === true;
        const links: ProjectHal['_links'] = projectLinks(id, 'Apollo');
        if (!archived && project.canAddTasks !== false) links.createWorkPackageImmediately = { href: `/api/v3/projects/${id}/work_packages`, method: 'post' };
        return jsonResponse(200, projectHal({ id, active: !archived, _links: links }));
      }
    }
    if (request.method === 'POST' && /^\/projects\/\d+\/work_packages$/.test(path)) {
      const body = request.body as { subject: string };
      const created = wpHal(nextId++, { subject: body.subject });
      packages.push(created);
      return jsonResponse(201, created);
    }
    return halError(404, 'NotFound', `No fake for ${request.method} ${path}`);
  });

  return {
    fetch,
    /** The next answers for matching requests come from `override` while it returns one. */
    override(fn: Override) {
      overrides.push(fn);
    },
    requests(method: string, pattern: RegExp) {
      return requestsOf(fetch).filter((request) => request.method === method && pattern.test(request.url));
    },
  };
}
