import type { FastifyInstance } from 'fastify';
import { likePattern, type FilterDefinition, type SortDefinition } from '../../http/query.ts';
import { checkPasswordPolicy } from '../../auth/password-policy.ts';
import { isAdminCondition } from '../../access/index.ts';
import { hashPassword, verifyPassword, type PasswordHashingConfig } from '../../auth/passwords.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow, RoleType, UserStatus } from '../../db/schema.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import type { PageRequest, ParsedFilter, ParsedSort } from '../../http/query.ts';
import * as queries from './queries.ts';
import type { UsersEB } from './queries.ts';
import { deleteOtherSessions } from '../../auth/sessions.ts';

/** Filters over the principals table, shared by /users and /principals. */
export const PRINCIPAL_STATUS_FILTER: FilterDefinition<UsersEB> = {
  name: 'status',
  operators: ['=', '!'],
  valueType: 'string',
  build: (eb, operator, values) => eb('principals.status', operator === '=' ? 'in' : 'not in', values as UserStatus[]),
};

export const PRINCIPAL_NAME_FILTER: FilterDefinition<UsersEB> = {
  name: 'name',
  operators: ['~', '='],
  valueType: 'string',
  build: (eb, operator, values, context) => {
    const text = String(values[0]);
    if (operator === '=') return eb(eb.fn('lower', ['principals.name']), '=', text.toLowerCase());
    const pattern = likePattern(text);
    const matches = (column: 'principals.name' | 'principals.login' | 'principals.email') => eb(eb.fn('lower', [column]), 'like', eb.val(pattern)).$castTo<boolean>();
    // Matches the display name, login and email, like OpenProject's name filter (groups have only a name); the email
    // only where the caller sees it (their own, or anyone's for admins), so a search cannot confirm a hidden address.
    const emailVisible = eb.or([eb('principals.id', '=', context.currentUserId), isAdminCondition(context.currentUserId)]);
    return eb.or([matches('principals.name'), matches('principals.login'), eb.and([emailVisible, matches('principals.email')])]);
  },
};

export const USER_FILTERS: FilterDefinition<UsersEB>[] = [PRINCIPAL_STATUS_FILTER, PRINCIPAL_NAME_FILTER];

export const USER_SORTS: SortDefinition[] = [
  { name: 'id', column: 'principals.id' },
  { name: 'name', column: 'principals.name', caseInsensitive: true },
  { name: 'login', column: 'principals.login', caseInsensitive: true },
  { name: 'createdAt', aliases: ['created_at'], column: 'principals.created_at' },
  { name: 'updatedAt', aliases: ['updated_at'], column: 'principals.updated_at' },
];

export const DEFAULT_USER_SORT: ParsedSort[] = [{ column: 'principals.name', direction: 'asc', caseInsensitive: true }];

export async function getUser(app: FastifyInstance, id: number): Promise<PrincipalRow> {
  const user = await queries.findUserById(app.db, id);
  if (!user) throw notFound();
  return user;
}

export async function listUsers(app: FastifyInstance, viewerId: number, filters: ParsedFilter<UsersEB>[], sort: ParsedSort[], page: PageRequest) {
  const context = { currentUserId: viewerId };
  const total = await queries.countUsers(app.db, filters, context);
  const rows = page.pageSize > 0 ? await queries.listUsers(app.db, filters, context, sort, page.pageSize, (page.offset - 1) * page.pageSize) : [];
  return { total, rows };
}

export interface NewUserInput {
  login?: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roleType: RoleType;
}

/** Derives a login from the email's local part ("grace.hopper@x" -> "grace.hopper"). */
export function loginFromEmail(email: string): string {
  return email.split('@')[0].toLowerCase().replace(/[^a-z0-9._-]/g, '_') || 'user';
}

/** Creates a user after the policy checks. Used by POST /users, the seed and ADMIN_EMAIL setup. */
export async function createUser(db: Db, hashing: PasswordHashingConfig, input: NewUserInput, now: Date): Promise<PrincipalRow> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw constraintViolation('email', 'Email is not a valid email address.');
  if (input.firstName.trim() === '') throw constraintViolation('firstName', "First name can't be blank.");
  if (input.lastName.trim() === '') throw constraintViolation('lastName', "Last name can't be blank.");
  const policyProblem = checkPasswordPolicy(input.password);
  if (policyProblem) throw constraintViolation('password', policyProblem);
  const login = (input.login ?? loginFromEmail(email)).trim().toLowerCase();
  const taken = await queries.emailOrLoginTaken(db, email, login);
  if (taken?.email === email) throw constraintViolation('email', 'Email has already been taken.');
  if (taken) throw constraintViolation('login', 'Login has already been taken.');
  const timestamp = now.toISOString();
  return queries.insertPrincipal(db, {
    type: 'User',
    login,
    email,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    name: `${input.firstName.trim()} ${input.lastName.trim()}`,
    password_hash: await hashPassword(input.password, hashing),
    role_type: input.roleType,
    status: 'active',
    created_at: timestamp,
    updated_at: timestamp,
  });
}

export async function createUserAsAdmin(app: FastifyInstance, actor: PrincipalRow, input: NewUserInput): Promise<PrincipalRow> {
  if (actor.role_type !== 'admin') throw missingPermission('Only administrators can create users.');
  return createUser(app.db, app.config.passwordHashing, input, app.clock.now());
}

/** Changes the caller's password; other sessions of that user end, the current one stays. */
export async function changePassword(
  app: FastifyInstance,
  user: PrincipalRow,
  currentSessionId: string | null,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!user.password_hash || !(await verifyPassword(currentPassword, user.password_hash))) {
    throw constraintViolation('currentPassword', 'The current password is not correct.');
  }
  const policyProblem = checkPasswordPolicy(newPassword);
  if (policyProblem) throw constraintViolation('newPassword', policyProblem);
  const hash = await hashPassword(newPassword, app.config.passwordHashing);
  await app.db.transaction().execute(async (trx) => {
    await queries.updatePasswordHash(trx, user.id, hash, app.clock.now().toISOString());
    await deleteOtherSessions(trx, user.id, currentSessionId);
  });
}
