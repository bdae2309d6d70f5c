import type { VersionHal } from '../src/api';
import { createVersion, deleteVersion, projectHref, updateVersion, versionHref } from '../src/domain';
import { jsonResponse, mockFetch, requestsOf } from './fetch-mock';

function versionHal(overrides: Partial<VersionHal> = {}): VersionHal {
  return {
    _type: 'Version',
    id: 14,
    name: 'Sprint 14',
    description: { format: 'markdown', raw: '' },
    startDate: '2026-11-16',
    endDate: '2026-11-27',
    status: 'open',
    sharing: 'none',
    lockVersion: 3,
    daysRemaining: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-02T10:00:00Z',
    _links: {
      self: { href: '/api/v3/versions/14' },
      definingProject: { href: '/api/v3/projects/5', title: 'Apollo' },
      update: { href: '/api/v3/versions/14', method: 'patch' },
    },
    ...overrides,
  };
}

describe('hrefs', () => {
  it('names projects and versions as request bodies link them', () => {
    expect(projectHref(5)).toBe('/api/v3/projects/5');
    expect(versionHref(7)).toBe('/api/v3/versions/7');
  });
});

describe('version writes (docs/api.md Versions)', () => {
  it('creates a version defined by the project and answers it mapped', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, versionHal()));
    const created = await createVersion(5, { name: 'Sprint 14', status: 'open', sharing: 'none', startDate: '2026-11-16' });
    expect(requestsOf(fetchMock)).toMatchObject([
      {
        url: '/api/v3/versions',
        method: 'POST',
        body: {
          name: 'Sprint 14', status: 'open', sharing: 'none', startDate: '2026-11-16',
          _links: { definingProject: { href: '/api/v3/projects/5' } },
        },
      },
    ]);
    expect(created).toMatchObject({ id: 14, name: 'Sprint 14', lockVersion: 3, definingProject: { id: 5, name: 'Apollo' }, canUpdate: true, canDelete: false });
  });

  it('patches only the given properties, on the lockVersion last read', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, versionHal({ status: 'closed', lockVersion: 4 })));
    const updated = await updateVersion(14, 3, { status: 'closed' });
    const [request] = requestsOf(fetchMock);
    expect(request).toMatchObject({ url: '/api/v3/versions/14', method: 'PATCH' });
    expect(request.body).toEqual({ status: 'closed', lockVersion: 3 });
    expect(updated).toMatchObject({ status: 'closed', lockVersion: 4 });
  });

  it('deletes a version (204)', async () => {
    const fetchMock = mockFetch(() => jsonResponse(204));
    await expect(deleteVersion(14)).resolves.toBeUndefined();
    expect(requestsOf(fetchMock)).toMatchObject([{ url: '/api/v3/versions/14', method: 'DELETE' }]);
  });
});
