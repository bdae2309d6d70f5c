import { copyFormHal } from '../../../../test/fake-api';
import { buildCopyBody } from './copy-project';
import { availableCopyOptions, copyOptionLabel, defaultCopySelection, type CopyOption } from '../model/copy-options';

describe('buildCopyBody', () => {
  it('sends name, identifier, parent, the flag of every offered option and sendNotifications in _meta', () => {
    const offered: CopyOption[] = [
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
    const form = copyFormHal(4, { available: ['copyMembers', 'copyVersions', 'copyWorkPackageShares'], selected: ['copyMembers', 'copyWorkPackageShares'] })._embedded;
    form.schema.copyWorkPackageShares.name = '';
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

describe('copyOptionLabel', () => {
  it('names offered options and the ones only the server knows', () => {
    expect(copyOptionLabel('work_packages')).toBe('Work packages');
    expect(copyOptionLabel('copyWikiPageAttachments')).toBe('Wiki page attachments');
    expect(copyOptionLabel('documents')).toBe('Documents');
    expect(copyOptionLabel('copyStorageProjectFolders')).toBe('Storage project folders');
  });
});
