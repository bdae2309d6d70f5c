// A fake API for the sprints area: versions (list, create, update with lockVersion, delete unassigning their
// work packages), the project's work packages (paged), a package's version assignment (with lockVersion), the
// project (with the caller's membership), statuses and the statistics endpoints. One-off answers via mockApi.
import { apiPathOf, halError, jsonResponse, mockApi, type MockResponse } from '@tessera/shared/test/fetch-mock';
import { membershipHal, projectDetailHal } from '@tessera/shared/test/fixtures';
import type { VersionHal, WorkPackageHal } from '@tessera/shared';
import { burndownHal, collectionOf, PROJECT_ID, projectStatisticsHal, sprintStatistics, STATUSES_HAL, versionHal } from './fixtures';

export interface SprintsServerOptions {
  versions?: VersionHal[];
  workPackages?: WorkPackageHal[];
  /** Permissions of the caller's membership in the project (manage_versions offers 'Create Sprint'). */
  permissions?: string[];
  /** The project is archived (read-only). */
  archived?: boolean;
}

export function createSprintsServer({ versions = [], workPackages = [], permissions = ['view_work_packages', 'manage_versions'], archived = false }: SprintsServerOptions = {}) {
  const state = { versions: [...versions], packages: [...workPackages] };
  let nextVersionId = 100;

  const route = (request: { url: string; method: string; body: unknown }): MockResponse => {
    const path = apiPathOf(request);
    const url = new URL(request.url, 'http://localhost');
    const body = (request.body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (request.method === 'GET') {
      if (path === `/projects/${PROJECT_ID}`) {
        return jsonResponse(200, projectDetailHal(2, archived ? { active: false } : {}, membershipHal(900, { id: 7, name: 'Grace Hopper' }, [{ id: 4, name: 'Team Leader', permissions }])));
      }
      if (path === `/projects/${PROJECT_ID}/versions`) return jsonResponse(200, collectionOf(state.versions));
      if (path === `/projects/${PROJECT_ID}/work_packages`) {
        const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
        const offset = Number(url.searchParams.get('offset') ?? 1);
        const page = state.packages.slice((offset - 1) * pageSize, offset * pageSize);
        return jsonResponse(200, collectionOf(page, state.packages.length, pageSize, offset));
      }
      if ((match = /^\/work_packages\/(\d+)$/.exec(path))) {
        const found = state.packages.find((wp) => wp.id === Number(match![1]));
        return found ? jsonResponse(200, found) : halError(404, 'NotFound', 'The work package does not exist.');
      }
      if (path === '/statuses') return jsonResponse(200, collectionOf(STATUSES_HAL));
      if (path === `/projects/${PROJECT_ID}/statistics`) return jsonResponse(200, projectStatisticsHal());
      if ((match = /^\/sprints\/(\d+)\/statistics$/.exec(path))) {
        const id = Number(match[1]);
        if (!state.versions.some((version) => version.id === id)) return halError(404, 'NotFound', 'The version does not exist.');
        const mine = state.packages.filter((wp) => wp._links.version && (wp._links.version as { href: string | null }).href === `/api/v3/versions/${id}`);
        return jsonResponse(200, sprintStatistics({ totalWorkItems: mine.length, completedWorkItems: mine.filter((wp) => wp.isClosed).length }));
      }
      if ((match = /^\/sprints\/(\d+)\/burndown$/.exec(path))) return jsonResponse(200, burndownHal(Number(match[1])));
    }
    if (request.method === 'POST' && path === '/versions') {
      const created = versionHal(nextVersionId++, {
        name: String(body.name),
        startDate: (body.startDate as string) ?? null,
        endDate: (body.endDate as string) ?? null,
        status: (body.status as VersionHal['status']) ?? 'open',
        sharing: (body.sharing as VersionHal['sharing']) ?? 'none',
        description: { format: 'markdown', raw: (body.description as { raw?: string })?.raw ?? '', html: '' },
        lockVersion: 0,
      });
      state.versions.push(created);
      return jsonResponse(201, created);
    }
    if ((match = /^\/versions\/(\d+)$/.exec(path))) {
      const index = state.versions.findIndex((candidate) => candidate.id === Number(match![1]));
      if (index === -1) return halError(404, 'NotFound', 'The version does not exist.');
      if (request.method === 'GET') return jsonResponse(200, state.versions[index]);
      if (request.method === 'PATCH') {
        const current = state.versions[index];
        if (body.lockVersion !== current.lockVersion) return halError(409, 'UpdateConflict', 'The version was changed by someone else.');
        const { lockVersion: _lock, ...changes } = body;
        state.versions[index] = { ...current, ...(changes as Partial<VersionHal>), lockVersion: current.lockVersion + 1 };
        return jsonResponse(200, state.versions[index]);
      }
      if (request.method === 'DELETE') {
        const href = `/api/v3/versions/${state.versions[index].id}`;
        state.versions.splice(index, 1);
        state.packages = state.packages.map((wp) =>
          (wp._links.version as { href: string | null })?.href === href ? { ...wp, lockVersion: wp.lockVersion + 1, _links: { ...wp._links, version: { href: null } } } : wp,
        );
        return jsonResponse(204);
      }
    }
    if (request.method === 'PATCH' && (match = /^\/work_packages\/(\d+)$/.exec(path))) {
      const index = state.packages.findIndex((wp) => wp.id === Number(match![1]));
      if (index === -1) return halError(404, 'NotFound', 'The work package does not exist.');
      const current = state.packages[index];
      if (body.lockVersion !== current.lockVersion) return halError(409, 'UpdateConflict', 'The work package was changed by someone else.');
      const link = (body._links as { version: { href: string | null } }).version;
      const target = link.href ? state.versions.find((candidate) => `/api/v3/versions/${candidate.id}` === link.href) : null;
      if (target && target.status !== 'open') return halError(422, 'PropertyConstraintViolation', `${target.name} is ${target.status}: work packages cannot be added to it.`, 'version');
      state.packages[index] = { ...current, lockVersion: current.lockVersion + 1, _links: { ...current._links, version: target ? { href: link.href, title: target.name } : { href: null } } };
      return jsonResponse(200, state.packages[index]);
    }
    return halError(404, 'NotFound', `No fake for ${request.method} ${path}`);
  };

  const api = mockApi(route);
  return { ...api, state };
}
