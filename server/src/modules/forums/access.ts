// Who may do what with a project's forums: the one answer the forums and forum-messages modules share.
import { projectAccess, requireModule, type Actor, type ProjectAccess } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { toBoolean } from '../../db/values.ts';
import { missingPermission, notFound } from '../../http/errors.ts';

export const FORUM_ACCESS_MESSAGES = {
  viewForbidden: "You don't have permission to view forums in this project.",
} as const;

/** What the caller may do in a project's forums (an archived project is read-only). */
export interface ForumRights {
  access: ProjectAccess;
  /** add_messages in an active project: post topics and replies, edit and delete their own within the window. */
  mayPost: boolean;
  /** moderate_forums in an active project: forums, and any message any time (pin, lock, move). */
  mayModerate: boolean;
}

export function rightsOf(access: ProjectAccess): ForumRights {
  const active = toBoolean(access.project.active);
  return { access, mayPost: active && access.permissions.has('add_messages'), mayModerate: active && access.permissions.has('moderate_forums') };
}

/**
 * The forums of a project the caller may read: 404 when the project is invisible (or absent), 403 when the project
 * has the Forums module switched off; `whenNoView` decides what a visible project without view_forums answers (a
 * list: 403; an object of it: 404, as for any object the caller may not see).
 */
export async function forumProjectAccess(db: Db, actor: Actor, projectId: number, whenNoView: 403 | 404 = 404): Promise<ForumRights> {
  const access = await projectAccess(db, actor, projectId);
  if (!access?.visible) throw notFound();
  requireModule(access, 'forums');
  if (!access.permissions.has('view_forums')) throw whenNoView === 403 ? missingPermission(FORUM_ACCESS_MESSAGES.viewForbidden) : notFound();
  return rightsOf(access);
}
