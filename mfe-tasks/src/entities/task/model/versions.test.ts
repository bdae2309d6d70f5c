import { mapVersion } from '@tessera/shared';
import { versionHal, type FakeVersion } from '../testing/versions';
import { NO_VERSION_KEY, taskVersionOptions, versionFilterChoices, versionOfKey } from './versions';

const project = (versions: FakeVersion[]) => versions.map((version) => mapVersion(versionHal(version)));
const VERSIONS = project([
  { id: 3, name: 'Sprint 11', status: 'closed' },
  { id: 4, name: 'Sprint 12', status: 'locked' },
  { id: 7, name: 'Sprint 14' },
  { id: 8, name: 'Sprint 15' },
]);

describe('taskVersionOptions', () => {
  it("offers 'No version' and the open versions", () => {
    expect(taskVersionOptions(VERSIONS, null)).toEqual([
      { value: NO_VERSION_KEY, label: 'No version' },
      { value: '7', label: 'Sprint 14' },
      { value: '8', label: 'Sprint 15' },
    ]);
  });

  it("keeps the task's current version when it no longer accepts work, saying why", () => {
    expect(taskVersionOptions(VERSIONS, { id: 3, name: 'Sprint 11' }).map((option) => option.label)).toEqual([
      'No version', 'Sprint 11 (Closed)', 'Sprint 14', 'Sprint 15',
    ]);
    // A version the project's list does not hold (e.g. no longer shared) keeps the task's name for it.
    expect(taskVersionOptions(VERSIONS, { id: 99, name: 'Old release' })[1]).toEqual({ value: '99', label: 'Old release' });
    // An open current version is listed once.
    expect(taskVersionOptions(VERSIONS, { id: 7, name: 'Sprint 14' })).toHaveLength(3);
  });

  it('reads a choice back as the version it names', () => {
    expect(versionOfKey(NO_VERSION_KEY, VERSIONS, null)).toBeNull();
    expect(versionOfKey('8', VERSIONS, null)).toEqual({ id: 8, name: 'Sprint 15' });
    expect(versionOfKey('99', VERSIONS, { id: 99, name: 'Old release' })).toEqual({ id: 99, name: 'Old release' });
    expect(versionOfKey('42', VERSIONS, null)).toBeUndefined();
  });
});

describe('versionFilterChoices', () => {
  it("lists every version of the project in the list's order, then versions only tasks still use, by name", () => {
    const used = [{ id: 7, name: 'Sprint 14' }, { id: 21, name: 'Zeta' }, { id: 20, name: 'Alpha' }, { id: 21, name: 'Zeta' }];
    expect(versionFilterChoices(VERSIONS, used).map((version) => version.name)).toEqual([
      'Sprint 11', 'Sprint 12', 'Sprint 14', 'Sprint 15', 'Alpha', 'Zeta',
    ]);
    expect(versionFilterChoices([], [])).toEqual([]);
  });
});
