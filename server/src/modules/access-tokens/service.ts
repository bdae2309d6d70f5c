import type { FastifyInstance } from 'fastify';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { constraintViolation, notFound } from '../../http/errors.ts';
import type { PageRequest } from '../../http/query.ts';
import * as queries from './queries.ts';

/** Prefix makes tokens recognisable in logs and secret scanners. */
export const ACCESS_TOKEN_PREFIX = 'tsr_';
export const ACCESS_TOKEN_NAME_MAX_LENGTH = 100;

export async function listTokens(app: FastifyInstance, userId: number, page: PageRequest) {
  const total = await queries.countTokens(app.db, userId);
  const rows = page.pageSize > 0 ? await queries.listTokens(app.db, userId, page.pageSize, (page.offset - 1) * page.pageSize) : [];
  return { total, rows };
}

export async function createToken(app: FastifyInstance, userId: number, name: string, expiresAt: string | null) {
  const trimmed = name.trim();
  if (trimmed === '') throw constraintViolation('name', "Name can't be blank.");
  if (trimmed.length > ACCESS_TOKEN_NAME_MAX_LENGTH) throw constraintViolation('name', `Name is too long (maximum is ${ACCESS_TOKEN_NAME_MAX_LENGTH} characters).`);
  const now = app.clock.now();
  if (expiresAt !== null && new Date(expiresAt) <= now) throw constraintViolation('expiresAt', 'Expiry must be in the future.');
  const token = generateToken(ACCESS_TOKEN_PREFIX);
  const row = await queries.insertToken(app.db, {
    userId,
    name: trimmed,
    tokenHash: hashToken(token),
    now: now.toISOString(),
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
  });
  return { row, token };
}

export async function revokeToken(app: FastifyInstance, userId: number, tokenId: number): Promise<void> {
  if (!(await queries.deleteToken(app.db, userId, tokenId))) throw notFound();
}
