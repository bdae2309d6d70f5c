// Who can be mentioned, and in which order (spec 002 sections 3, 6 and 9): each user's access level to the document,
// and a score from how the search matches their name or email, plus a bonus for admins and managers.

/** 10 results without a search, 5 while searching. */
export const MENTION_RESULTS_DEFAULT = 10;
export const MENTION_RESULTS_SEARCHING = 5;
/** Project members are read up to twice the number of results; system users 50 at a time. */
export const MEMBER_FETCH_FACTOR = 2;
export const SYSTEM_USERS_FETCH = 50;
/** Mention cache: results stay fresh 120 s and are kept 5 min. */
export const MENTION_STALE_TIME_MS = 120_000;
export const MENTION_CACHE_TIME_MS = 5 * 60_000;

export const MENTION_SCORES = { exactName: 100, namePrefix: 80, exactEmail: 70, emailPrefix: 60, nameContains: 40, emailContains: 30 } as const;

export type AccessLevel = 'admin' | 'manager' | 'member' | 'viewer';
/** Highest access first. */
export const ACCESS_LEVELS: readonly AccessLevel[] = ['admin', 'manager', 'member', 'viewer'];
export const ACCESS_BONUS: Record<AccessLevel, number> = { admin: 10, manager: 5, member: 0, viewer: 0 };

export type ShareLevel = 'view' | 'edit' | 'manage';
/** Share levels as access levels: manage is admin, edit member, view viewer. */
export const SHARE_ACCESS: Record<ShareLevel, AccessLevel> = { manage: 'admin', edit: 'member', view: 'viewer' };

export type GlobalRole = 'admin' | 'manager' | 'member';
export type AccessSource = 'share' | 'role' | 'project' | 'system';

/** A user the picker offers (spec 002 section 3, Mentionable user). */
export interface MentionableUser {
  id: number;
  name: string;
  /** Only admins (and the user themself) see emails. */
  email: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: GlobalRole;
  accessLevel: AccessLevel;
  canEdit: boolean;
  canComment: boolean;
  accessSource: AccessSource;
  sharedPermissionLevel: ShareLevel | null;
}

export interface AccessInput {
  role: GlobalRole;
  projectMember: boolean;
  /** The highest level the document is shared with them at, if it is. */
  shareLevel?: ShareLevel | null;
}

/**
 * A user's access to the document: a share decides when there is one; otherwise a global admin or manager role;
 * otherwise a project member is a member; any other active user a viewer. Everyone may comment; viewers may not edit.
 */
export function accessOf({ role, projectMember, shareLevel }: AccessInput): Pick<MentionableUser, 'accessLevel' | 'canEdit' | 'canComment' | 'accessSource' | 'sharedPermissionLevel'> {
  let accessLevel: AccessLevel;
  let accessSource: AccessSource;
  if (shareLevel) {
    accessLevel = SHARE_ACCESS[shareLevel];
    accessSource = 'share';
  } else if (role === 'admin' || role === 'manager') {
    accessLevel = role;
    accessSource = 'role';
  } else if (projectMember) {
    accessLevel = 'member';
    accessSource = 'project';
  } else {
    accessLevel = 'viewer';
    accessSource = 'system';
  }
  return { accessLevel, canEdit: accessLevel !== 'viewer', canComment: true, accessSource, sharedPermissionLevel: shareLevel ?? null };
}

/** How well the search matches: the best of the six rules, 0 when none does (an empty search matches everyone at 0). */
export function matchScore(user: Pick<MentionableUser, 'name' | 'email'>, query: string): number {
  const search = query.trim().toLowerCase();
  if (search === '') return 0;
  const name = user.name.toLowerCase();
  const email = user.email?.toLowerCase() ?? '';
  if (name === search) return MENTION_SCORES.exactName;
  if (name.startsWith(search)) return MENTION_SCORES.namePrefix;
  if (email !== '' && email === search) return MENTION_SCORES.exactEmail;
  if (email.startsWith(search) && email !== '') return MENTION_SCORES.emailPrefix;
  if (name.includes(search)) return MENTION_SCORES.nameContains;
  if (email.includes(search) && email !== '') return MENTION_SCORES.emailContains;
  return 0;
}

export interface RankedMentions {
  users: MentionableUser[];
  /** How many matched before the limit. */
  total: number;
}

/**
 * The users to offer: with a search, those it matches, by score (match + access bonus); without, everyone by access
 * bonus. Ties go to the higher access level, then the name. At most 10 (5 while searching).
 */
export function rankMentionables(users: MentionableUser[], query: string): RankedMentions {
  const searching = query.trim() !== '';
  const scored = users
    .map((user) => ({ user, match: matchScore(user, query) }))
    .filter(({ match }) => !searching || match > 0)
    .map(({ user, match }) => ({ user, score: match + ACCESS_BONUS[user.accessLevel] }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      ACCESS_LEVELS.indexOf(a.user.accessLevel) - ACCESS_LEVELS.indexOf(b.user.accessLevel) ||
      a.user.name.localeCompare(b.user.name) ||
      a.user.id - b.user.id,
  );
  const limit = searching ? MENTION_RESULTS_SEARCHING : MENTION_RESULTS_DEFAULT;
  return { users: scored.slice(0, limit).map(({ user }) => user), total: scored.length };
}

/** 'No users found' is the empty state; otherwise '1 user', '5 users', or '5 of 12 users' when more matched. */
export function resultCountText({ users, total }: RankedMentions): string {
  const noun = total === 1 ? 'user' : 'users';
  return users.length < total ? `${users.length} of ${total} ${noun}` : `${total} ${noun}`;
}

export interface MentionSources {
  /** The project's active members. */
  members: Omit<MentionableUser, keyof ReturnType<typeof accessOf>>[];
  /** Active users of the whole system. */
  systemUsers: Omit<MentionableUser, keyof ReturnType<typeof accessOf>>[];
  /** Share levels by user id (the highest when shared several times). */
  shares?: ReadonlyMap<number, ShareLevel>;
}

const SHARE_ORDER: ShareLevel[] = ['manage', 'edit', 'view'];
/** Of several shares of one document with one user, the highest permission wins. */
export function highestShareLevel(levels: ShareLevel[]): ShareLevel | null {
  return SHARE_ORDER.find((level) => levels.includes(level)) ?? null;
}

/** Members first, then the system users who are not members; each user once, with their access. */
export function mergeMentionSources({ members, systemUsers, shares }: MentionSources): MentionableUser[] {
  const seen = new Set<number>();
  const users: MentionableUser[] = [];
  for (const [list, projectMember] of [[members, true], [systemUsers, false]] as const) {
    for (const user of list) {
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      users.push({ ...user, ...accessOf({ role: user.role, projectMember, shareLevel: shares?.get(user.id) }) });
    }
  }
  return users;
}
