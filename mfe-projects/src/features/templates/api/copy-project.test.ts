import { buildCopyBody, jobIdOf } from './copy-project';
import { copyOptionLabel } from '../model/copy-options';

describe('buildCopyBody', () => {
  it('sends name, identifier, parent and every copy flag with sendNotifications in _meta', () => {
    expect(
      buildCopyBody({
        name: ' Fall Course ',
        identifier: '',
        copyOptions: ['members', 'work_packages', 'wiki_page_attachments'],
        parentId: 3,
        sendNotifications: false,
      }),
    ).toEqual({
      name: 'Fall Course',
      identifier: 'fall_course',
      _links: { parent: { href: '/api/v3/projects/3' } },
      _meta: {
        copyMembers: true,
        copyVersions: false,
        copyWorkPackages: true,
        copyWiki: false,
        copyForums: false,
        copyQueries: false,
        copyOverview: false,
        copyWorkPackageAttachments: false,
        copyWorkPackageShares: false,
        copyWikiPageAttachments: true,
        sendNotifications: false,
      },
    });
  });
});

describe('jobIdOf', () => {
  it('reads jobId, or the id at the end of the job status link', () => {
    expect(jobIdOf({ jobId: 'a1b2' })).toBe('a1b2');
    expect(jobIdOf({ jobId: 42 })).toBe('42');
    expect(jobIdOf({ _links: { self: { href: '/api/v3/job_statuses/9f8e' } } })).toBe('9f8e');
    expect(jobIdOf({ _links: { jobStatus: { href: '/api/v3/job_statuses/77' } } })).toBe('77');
    expect(jobIdOf({ _links: { self: { href: '/api/v3/projects/3' } } })).toBeNull();
    expect(jobIdOf(undefined)).toBeNull();
  });
});

describe('copyOptionLabel', () => {
  it('names offered options and the ones only the server knows', () => {
    expect(copyOptionLabel('work_packages')).toBe('Work packages');
    expect(copyOptionLabel('copyWikiPageAttachments')).toBe('Wiki page attachments');
    expect(copyOptionLabel('documents')).toBe('Documents');
    expect(copyOptionLabel('copyStorageProjectFolders')).toBe('Storage project folders');
  });
});
