import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { link } from '../../http/hal.ts';
import { INTERNAL_JOB_ERROR_MESSAGE, JobFailure, type JobHandler, type JobOutcome } from '../jobs/index.ts';
import { insertMemberRoles, insertMembership } from '../memberships/index.ts';
import { findProjectRoleId } from '../projects/index.ts';
import { copyEnabledModules, CREATOR_ROLE_NAME, insertProjectOrConflict } from '../projects/index.ts';
import { copyFinance } from './finance.ts';
import { isCopyOption, NOT_AVAILABLE_REASON, optionLabel } from './options.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type CopyContext, type CopyOption } from '../../copying/index.ts';

export const COPY_PROJECT_JOB = 'copy_project';

/** The copy job's input, fixed when the request was validated. */
export interface CopyJobPayload {
  sourceProjectId: number;
  name: string;
  identifier: string;
  description: string;
  statusExplanation: string;
  public: boolean;
  /** Absent in jobs queued before the setting existed: on, its default. */
  documentCommentsEnabled?: boolean;
  /** Absent in jobs queued before the setting existed: on, its default. */
  aiEnabled?: boolean;
  statusCode: string | null;
  parentId: number | null;
  /** Selected options (see options.ts); types are always copied. */
  options: string[];
  /** Accepted as OpenProject does; Tessera sends no copy notifications. */
  sendNotifications: boolean;
  /**
   * Whether the caller could view budgets in the source when they asked: the default hourly rate and the budget are
   * copied only then (finance.ts). Absent in jobs queued before it existed: not copied.
   */
  copyBudget?: boolean;
}

export const COPY_JOB_MESSAGES = {
  sourceGone: 'The project to copy no longer exists.',
  parentGone: 'The parent project no longer exists.',
  userGone: 'The user who started the copy no longer exists.',
  done: (name: string) => `Project "${name}" was created.`,
  stepFailed: (option: string, reason: string) => `Copying ${optionLabel(option).toLowerCase()} failed: ${reason}`,
} as const;

/** A copier's failure, kept apart so the message can say which part of the copy failed. */
class CopyStepError extends Error {
  readonly option: CopyOption;
  readonly reason: unknown;

  constructor(option: CopyOption, reason: unknown) {
    super(`copier ${option} failed`);
    this.option = option;
    this.reason = reason;
  }
}

/** The creator holds 'Project admin' in the copy (as in a project they create), besides any roles copied for them. */
async function ensureCreatorMembership(trx: Transaction<Database>, projectId: number, userId: number, now: string): Promise<void> {
  const roleId = await findProjectRoleId(trx, CREATOR_ROLE_NAME);
  if (roleId === undefined) throw new Error(`the '${CREATOR_ROLE_NAME}' role is missing`);
  const existing = await trx.selectFrom('memberships').select('id').where('project_id', '=', projectId).where('principal_id', '=', userId).executeTakeFirst();
  if (!existing) {
    await insertMemberRoles(trx, await insertMembership(trx, projectId, userId, now), [roleId]);
    return;
  }
  const held = await trx
    .selectFrom('member_roles')
    .select('id')
    .where('membership_id', '=', existing.id)
    .where('role_id', '=', roleId)
    .where('inherited_from_membership_id', 'is', null)
    .executeTakeFirst();
  if (!held) await insertMemberRoles(trx, existing.id, [roleId]);
}

/**
 * The copy_project job: creates the project and runs every registered copier whose option is selected, all in one
 * transaction, so a failure anywhere leaves nothing behind. Options no copier handles are listed as skipped.
 */
export function copyProjectJob(app: FastifyInstance): JobHandler<CopyJobPayload> {
  return async ({ payload: input, userId }): Promise<JobOutcome> => {
    const fail = (message: string) => new JobFailure(message, { result: { errors: [message] } });
    if (userId === null) throw fail(COPY_JOB_MESSAGES.userGone);
    const copiers = app.copiers.list();
    const options = new Set<CopyOption>(['types', ...input.options.filter(isCopyOption)]);
    const skipped = input.options.filter((option) => !copiers.some((copier) => copier.option === option)).map((option) => ({ option, reason: NOT_AVAILABLE_REASON }));
    const now = app.clock.now().toISOString();
    try {
      const { projectId, copied } = await app.db.transaction().execute(async (trx) => {
        const source = await trx.selectFrom('projects').select('id').where('id', '=', input.sourceProjectId).executeTakeFirst();
        if (!source) throw fail(COPY_JOB_MESSAGES.sourceGone);
        if (input.parentId !== null && !(await trx.selectFrom('projects').select('id').where('id', '=', input.parentId).executeTakeFirst())) {
          throw fail(COPY_JOB_MESSAGES.parentGone);
        }
        const targetProjectId = await insertProjectOrConflict(trx, {
          identifier: input.identifier,
          name: input.name,
          description: input.description,
          status_explanation: input.statusExplanation,
          public: input.public,
          active: true,
          templated: false,
          document_comments_enabled: input.documentCommentsEnabled ?? true,
          ai_enabled: input.aiEnabled ?? true,
          parent_id: input.parentId,
          status_code: input.statusCode,
          created_at: now,
          updated_at: now,
        });
        await copyEnabledModules(trx, input.sourceProjectId, targetProjectId);
        await copyFinance(trx, input.sourceProjectId, targetProjectId, input.copyBudget === true, now);
        const context: CopyContext = { trx, sourceProjectId: input.sourceProjectId, targetProjectId, now, userId, idMaps: new Map(), options };
        const counts: Record<string, number> = {};
        for (const copier of copiers) {
          if (!options.has(copier.option)) continue;
          try {
            counts[copier.option] = (counts[copier.option] ?? 0) + (await copier.copy(context)).copied;
          } catch (error) {
            throw new CopyStepError(copier.option, error);
          }
        }
        await ensureCreatorMembership(trx, targetProjectId, userId, now);
        return { projectId: targetProjectId, copied: counts };
      });
      return {
        message: COPY_JOB_MESSAGES.done(input.name),
        result: {
          _links: { project: link(`/projects/${projectId}`, input.name) },
          redirect: `/projects/${projectId}`,
          copied,
          skipped,
        },
      };
    } catch (error) {
      if (error instanceof JobFailure) throw error;
      // A taken identifier (another project got it since the request) and the like: their own words.
      if (error instanceof ApiError) throw fail(error.message);
      if (error instanceof CopyStepError) {
        const known = error.reason instanceof ApiError || error.reason instanceof JobFailure;
        if (!known) app.log.error({ err: error.reason, option: error.option }, 'a project copier failed');
        throw fail(COPY_JOB_MESSAGES.stepFailed(error.option, known ? (error.reason as Error).message : INTERNAL_JOB_ERROR_MESSAGE));
      }
      throw error;
    }
  };
}
