import type { PrincipalRow } from '../db/schema.ts';
import type { Actor } from './permissions.ts';

/** The signed-in principal as the authorisation helpers see it. */
export function actorOf(user: PrincipalRow): Actor {
  return { id: user.id, admin: user.role_type === 'admin' };
}
