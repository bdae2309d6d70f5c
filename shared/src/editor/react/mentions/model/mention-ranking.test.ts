import {
  accessOf, highestShareLevel, matchScore, mergeMentionSources, rankMentionables, resultCountText, type GlobalRole, type MentionableUser,
} from './mention-ranking';

function person(id: number, name: string, email: string | null, role: GlobalRole = 'member') {
  const [firstName, ...rest] = name.split(' ');
  return { id, name, email, firstName, lastName: rest.join(' '), avatar: null, role };
}
const user = (id: number, name: string, email: string | null, level: MentionableUser['accessLevel'] = 'member'): MentionableUser => ({
  ...person(id, name, email, level === 'admin' || level === 'manager' ? level : 'member'),
  ...accessOf({ role: level === 'admin' || level === 'manager' ? level : 'member', projectMember: level === 'member' }),
});

describe('match scores (exact name 100, name prefix 80, exact email 70, email prefix 60, name contains 40, email contains 30)', () => {
  const ana = { name: 'Ana Lima', email: 'ana.lima@example.com' };
  test.each([
    ['ana lima', 100],
    ['ANA', 80],
    ['ana.lima@example.com', 70],
    ['ana.l', 60],
    ['lima', 40],
    ['example', 30],
    ['zed', 0],
    ['', 0],
  ])('%s scores %d', (query, score) => {
    expect(matchScore(ana, query)).toBe(score);
  });

  test('a hidden email matches nothing', () => {
    expect(matchScore({ name: 'Ana Lima', email: null }, 'example')).toBe(0);
  });
});

describe('access levels (spec 002 section 6)', () => {
  test('a share decides; else a global admin or manager role; else a project member; else a viewer', () => {
    expect(accessOf({ role: 'member', projectMember: false, shareLevel: 'manage' })).toMatchObject({ accessLevel: 'admin', accessSource: 'share', sharedPermissionLevel: 'manage', canEdit: true });
    expect(accessOf({ role: 'admin', projectMember: true, shareLevel: 'view' })).toMatchObject({ accessLevel: 'viewer', canEdit: false, canComment: true });
    expect(accessOf({ role: 'member', projectMember: true, shareLevel: 'edit' })).toMatchObject({ accessLevel: 'member' });
    expect(accessOf({ role: 'admin', projectMember: false })).toMatchObject({ accessLevel: 'admin', accessSource: 'role' });
    expect(accessOf({ role: 'manager', projectMember: true })).toMatchObject({ accessLevel: 'manager', canEdit: true });
    expect(accessOf({ role: 'member', projectMember: true })).toMatchObject({ accessLevel: 'member', accessSource: 'project', canEdit: true, canComment: true });
    expect(accessOf({ role: 'member', projectMember: false })).toMatchObject({ accessLevel: 'viewer', accessSource: 'system', canEdit: false, canComment: true });
  });

  test('shared several times: the highest permission wins', () => {
    expect(highestShareLevel(['view', 'manage', 'edit'])).toBe('manage');
    expect(highestShareLevel(['view', 'edit'])).toBe('edit');
    expect(highestShareLevel([])).toBeNull();
  });

  test('members come first, then system users not already listed', () => {
    const merged = mergeMentionSources({
      members: [person(2, 'Bea Ortiz', null), person(1, 'Adam Admin', null, 'admin')],
      systemUsers: [person(2, 'Bea Ortiz', null), person(3, 'Cy Outsider', null)],
      shares: new Map([[3, 'edit' as const]]),
    });
    expect(merged.map((entry) => [entry.id, entry.accessLevel, entry.accessSource])).toEqual([
      [2, 'member', 'project'],
      [1, 'admin', 'role'],
      [3, 'member', 'share'],
    ]);
  });
});

describe('ranking', () => {
  test('without a search: highest access first (admin, manager, member, viewer), then by name; at most 10', () => {
    const users = [
      user(1, 'Zoe Viewer', null, 'viewer'),
      user(2, 'Mia Member', null, 'member'),
      user(3, 'Max Manager', null, 'manager'),
      user(4, 'Ada Admin', null, 'admin'),
      user(5, 'Ben Member', null, 'member'),
      ...Array.from({ length: 10 }, (_, index) => user(10 + index, `Extra ${index}`, null, 'viewer')),
    ];
    const ranked = rankMentionables(users, '');
    expect(ranked.users.slice(0, 5).map((entry) => entry.name)).toEqual(['Ada Admin', 'Max Manager', 'Ben Member', 'Mia Member', 'Extra 0']);
    expect(ranked.users).toHaveLength(10);
    expect(ranked.total).toBe(15);
  });

  test('searching: only matches, by score plus the admin (+10) and manager (+5) bonus; at most 5', () => {
    const users = [
      user(1, 'Sam Stone', 'sam@x.io', 'member'), // exact name: 100
      user(2, 'Samira Khan', 'sk@x.io', 'admin'), // name prefix 80 + 10 = 90
      user(3, 'Sam Stonebridge', null, 'manager'), // name prefix 80 + 5 = 85
      user(4, 'Rosa Samstag', null, 'member'), // name contains: 40
      user(5, 'Tom Lee', 'sam.stone@x.io', 'member'), // email prefix? no: 'sam stone' is not in it
      user(6, 'Nobody', null, 'admin'),
    ];
    const ranked = rankMentionables(users, 'Sam Stone');
    expect(ranked.users.map((entry) => entry.id)).toEqual([1, 3]);
    const prefix = rankMentionables(users, 'sam');
    expect(prefix.users.map((entry) => entry.id)).toEqual([2, 3, 1, 5, 4]);
    expect(prefix.total).toBe(5);
    const many = rankMentionables(Array.from({ length: 8 }, (_, index) => user(index + 1, `Lee ${index}`, null)), 'lee');
    expect(many.users).toHaveLength(5);
    expect(resultCountText(many)).toBe('5 of 8 users');
  });

  test('the result count text', () => {
    expect(resultCountText({ users: [user(1, 'A', null)], total: 1 })).toBe('1 user');
    expect(resultCountText({ users: [user(1, 'A', null), user(2, 'B', null)], total: 2 })).toBe('2 users');
  });
});
