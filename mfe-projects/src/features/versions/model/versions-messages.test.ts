import { mapVersion, type VersionHal } from '@tessera/shared';
import { SHARED_FROM } from './versions-messages';

const sharedVersion = (definingProject: { href: string; title?: string }) =>
  mapVersion({
    _type: 'Version', id: 30, name: 'Design system', description: { format: 'markdown', raw: '', html: '' }, startDate: null, endDate: null,
    status: 'open', sharing: 'system', lockVersion: 0, daysRemaining: null, createdAt: '', updatedAt: '',
    _links: { self: { href: '/api/v3/versions/30' }, definingProject },
  } as VersionHal);

describe('where a shared version comes from', () => {
  it('names a project the user sees, and says only "another project" for one the server does not name', () => {
    expect(SHARED_FROM(sharedVersion({ href: '/api/v3/projects/7', title: 'Gemini' }).definingProject?.name ?? '')).toBe('Shared from Gemini');
    expect(SHARED_FROM(sharedVersion({ href: '/api/v3/projects/7' }).definingProject?.name ?? '')).toBe('Shared from another project');
  });
});
