import type { FastifyInstance } from 'fastify';
import { allowedTo, actorOf } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { ApiError, constraintViolation, missingPermission, notFound, type ErrorBody } from '../../http/errors.ts';
import { actionLink, link, UNDISCLOSED_HREF, type Link } from '../../http/hal.ts';
import { representJobStatus } from '../jobs/index.ts';
import { findVisibleProject, identifierTaken } from '../projects/index.ts';
import { PROJECT_STATUSES } from '../projects/index.ts';
import { checkParent, mayCreateTopLevel, PROJECT_MESSAGES, requestedParent, validateAttributes, type ProjectInput } from '../projects/index.ts';
import { COPY_PROJECT_JOB, type CopyJobPayload } from './job.ts';
import { COPY_FLAGS, selectedOptions } from './options.ts';

export const COPY_MESSAGES = {
  copyForbidden: 'You are not allowed to copy this project.',
} as const;

export interface CopyInput extends Omit<ProjectInput, 'active' | 'templated'> {
  _meta?: Partial<Record<string, boolean>>;
}

/** A 403 about where the copy would go: it names `parent`, so the form can show it on that field. */
const parentRefusal = (message: string) => new ApiError(403, 'MissingPermission', message, 'parent');

/**
 * What a copy request would do, after the 404/403 checks on the source (thrown). Where the copy may not go (the top
 * level, or a parent without add_subprojects) is the `refusal`; attribute problems are collected. The form reports
 * them all; the copy answers the refusal, else the first problem.
 */
async function planCopy(app: FastifyInstance, user: PrincipalRow, sourceId: number, input: CopyInput) {
  const actor = actorOf(user);
  const source = await findVisibleProject(app.db, actor, sourceId);
  if (!source) throw notFound();
  if (!(await allowedTo(app.db, actor, 'copy_projects', sourceId))) throw missingPermission(COPY_MESSAGES.copyForbidden);
  const errors: ApiError[] = [];
  let refusal: ApiError | null = null;

  // The parent: as given; when not given (or the undisclosed link sent back), the source's, if the caller may add
  // sub-projects there (else the top level), as OpenProject's copy does.
  let parentId: number | null = null;
  let parentValid = true;
  try {
    const requested = requestedParent(input);
    if (requested === undefined) {
      const inherited = source.parent_id;
      parentId = inherited !== null && (await findVisibleProject(app.db, actor, inherited)) && (await allowedTo(app.db, actor, 'add_subprojects', inherited)) ? inherited : null;
    } else if (requested !== null) {
      const parentError = await checkParent(app, actor, requested, null);
      if (parentError) {
        errors.push(parentError);
        parentValid = false;
      } else if (!(await allowedTo(app.db, actor, 'add_subprojects', requested))) {
        refusal = parentRefusal(PROJECT_MESSAGES.subprojectForbidden);
      }
      parentId = requested;
    }
  } catch (error) {
    if ((error as ApiError).statusCode !== 422) throw error;
    errors.push(error as ApiError);
    parentValid = false;
  }
  if (parentValid && parentId === null && !mayCreateTopLevel(user)) refusal = parentRefusal(PROJECT_MESSAGES.topLevelForbidden);

  const validated = validateAttributes(input, true);
  errors.push(...validated.errors);
  const { changes } = validated;
  if (changes.identifier !== undefined && (await identifierTaken(app.db, changes.identifier))) {
    errors.push(constraintViolation('identifier', PROJECT_MESSAGES.identifierTaken));
  }
  const statusCode = changes.status_code !== undefined ? changes.status_code : source.status_code;
  return {
    source,
    refusal,
    errors,
    job: {
      sourceProjectId: source.id,
      name: changes.name ?? (input.name ?? '').trim(),
      identifier: changes.identifier ?? (input.identifier ?? '').trim(),
      description: changes.description ?? source.description,
      statusExplanation: changes.status_explanation ?? source.status_explanation,
      public: changes.public ?? toBoolean(source.public),
      documentCommentsEnabled: changes.document_comments_enabled ?? toBoolean(source.document_comments_enabled),
      aiEnabled: changes.ai_enabled ?? toBoolean(source.ai_enabled),
      statusCode,
      parentId,
      options: selectedOptions(input._meta, (option) => app.copiers.handles(option)),
      sendNotifications: input._meta?.sendNotifications !== false,
      // The budget's money goes along only for who may see it (finance.ts); false too when Time and costs is off.
      copyBudget: await allowedTo(app.db, actor, 'view_budgets', source.id),
    } satisfies CopyJobPayload,
  };
}

/** The `_meta` schema entries of the copy form; `available` says whether this version copies the option. */
function copySchema(app: FastifyInstance) {
  const flags = Object.fromEntries(
    COPY_FLAGS.map((entry) => [
      entry.flag,
      { type: 'Boolean', name: entry.label, required: false, hasDefault: true, writable: true, location: '_meta', available: app.copiers.handles(entry.option) },
    ]),
  );
  return {
    _type: 'Schema',
    name: { type: 'String', name: 'Name', required: true, hasDefault: false, writable: true, maxLength: 255 },
    identifier: { type: 'String', name: 'Identifier', required: true, hasDefault: true, writable: true, maxLength: 100 },
    description: { type: 'Formattable', name: 'Description', required: false, hasDefault: true, writable: true },
    public: { type: 'Boolean', name: 'Public', required: false, hasDefault: true, writable: true },
    parent: { type: 'Project', name: 'Parent', required: false, hasDefault: true, writable: true },
    ...flags,
    sendNotifications: { type: 'Boolean', name: 'Send notifications', required: false, hasDefault: true, writable: true, location: '_meta' },
  };
}

/** POST /projects/{id}/copy/form: OpenProject's copy form (200 even when invalid); nothing is saved or started. */
export async function copyForm(app: FastifyInstance, user: PrincipalRow, sourceId: number, input: CopyInput) {
  const { job, refusal, errors } = await planCopy(app, user, sourceId, input);
  const problems = refusal ? [refusal, ...errors] : errors;
  const validationErrors: Record<string, ErrorBody> = {};
  for (const error of problems) if (error.attribute && !validationErrors[error.attribute]) validationErrors[error.attribute] = error.toBody();
  const selected = new Set(job.options);
  const links: Record<string, Link> = {
    self: actionLink(`/projects/${sourceId}/copy/form`, 'post'),
    validate: actionLink(`/projects/${sourceId}/copy/form`, 'post'),
  };
  if (problems.length === 0) links.commit = actionLink(`/projects/${sourceId}/copy`, 'post');
  const parentHref = input._links?.parent?.href;
  return {
    _type: 'Form',
    _embedded: {
      payload: {
        name: job.name,
        identifier: job.identifier,
        description: { raw: job.description },
        statusExplanation: { raw: job.statusExplanation },
        public: job.public,
        _links: {
          // A malformed parent is echoed as sent (validationErrors says why).
          parent: errors.some((error) => error.attribute === 'parent') && typeof parentHref === 'string' && parentHref !== UNDISCLOSED_HREF
            ? { href: parentHref }
            : job.parentId === null ? { href: null } : link(`/projects/${job.parentId}`),
          status: job.statusCode === null ? { href: null } : link(`/project_statuses/${job.statusCode}`, PROJECT_STATUSES[job.statusCode]),
        },
        _meta: {
          ...Object.fromEntries(COPY_FLAGS.map((entry) => [entry.flag, selected.has(entry.option)])),
          sendNotifications: job.sendNotifications,
        },
      },
      schema: copySchema(app),
      validationErrors,
    },
    _links: links,
  };
}

/** POST /projects/{id}/copy: validates, then queues the copy job; the answer is its JobStatus (in_queue). */
export async function startCopy(app: FastifyInstance, user: PrincipalRow, sourceId: number, input: CopyInput) {
  const { job, refusal, errors } = await planCopy(app, user, sourceId, input);
  if (refusal) throw refusal;
  if (errors.length > 0) throw errors[0];
  return representJobStatus(await app.jobs.enqueueRow(COPY_PROJECT_JOB, job, user.id));
}
