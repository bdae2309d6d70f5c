import { buildCopyBody, jobIdOf } from './copy-project';
import { availableCopyOptions, copyOptionLabel, defaultCopySelection } from '../model/copy-options';

describe('buildCopyBody', () => {
  it('sends name, identifier, parent, the flag of every offered option and sendNotifications in _meta', () => {
    const offered = [
      { flag: 'copyMembers', label: 'Members' },
      { flag: 'copyVersions', label: 'Versions' },
      { flag: 'copyWorkPackages', label: 'Work packages' },
    ];
    expect(
      buildCopyBody(
        { name: ' Fall Course ', identifier: '', copyOptions: ['copyMembers', 'copyWorkPackages'], parentId: 3, sendNotifications: false },
        offered,
      ),
    ).toEqual({
      name: 'Fall Course',
      identifier: 'fall_course',
      _links: { parent: { href: '/api/v3/projects/3' } },
      _meta: { copyMembers: true, copyVersions: false, copyWorkPackages: true, sendNotifications: false },
    });
  });
});

describe('availableCopyOptions and defaultCopySelection', () => {
  it("offers the copy form's available flags with their names, ticked as its payload has them", () => {
    const form = {
      payload: { _meta: { copyMembers: true, copyVersions: false, copyWiki: false, sendNotifications: true } },
      schema: {
        _type: 'Schema',
        name: { type: 'String', name: 'Name' },
        copyMembers: { type: 'Boolean', name: 'Members', location: '_meta', available: true },
        copyVersions: { type: 'Boolean', name: 'Versions', location: '_meta', available: true },
        copyWiki: { type: 'Boolean', name: 'Wiki', location: '_meta', available: false },
        copyWorkPackageShares: { type: 'Boolean', location: '_meta', available: true },
        sendNotifications: { type: 'Boolean', name: 'Send notifications', location: '_meta' },
      },
    };
    const options = availableCopyOptions(form);
    expect(options).toEqual([
      { flag: 'copyMembers', label: 'Members' },
      { flag: 'copyVersions', label: 'Versions' },
      { flag: 'copyWorkPackageShares', label: 'Work package shares' },
    ]);
    expect(defaultCopySelection(form, options)).toEqual(['copyMembers', 'copyWorkPackageShares']);
    expect(availableCopyOptions(undefined)).toEqual([]);
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
