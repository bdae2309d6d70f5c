// Copying a template (spec 000 section 7): POST /projects/{id}/copy/form validates, POST /projects/{id}/copy
// starts the background job and answers with its id (OpenProject's JobStatus; GET /job_statuses/{jobId} polls it).
import { useQuery } from '@tanstack/react-query';
import { api, lastSegmentOfHref, linkOf, projectHref, type HalLinks } from '@tessera/shared';
import { effectiveIdentifier } from '../../../entities/project';
import { copyFlagsOf, type CopyFormContent, type CopyOption } from '../model/copy-options';
import { TEMPLATES_STALE_TIME_MS } from '../model/template-constants';

export interface TemplateCopyValues {
  templateId: number;
  name: string;
  identifier?: string;
  copyOptions: string[];
  parentId?: number | null;
  sendNotifications: boolean;
}

export interface CopyProjectBody {
  name: string;
  identifier: string;
  _links: { parent: { href: string | null } };
  _meta: Record<string, boolean> & { sendNotifications: boolean };
}

/** `options` are those the dialog offered (the copy form's available ones); `values.copyOptions` their ticked flags. */
export function buildCopyBody(values: Omit<TemplateCopyValues, 'templateId'>, options: readonly CopyOption[]): CopyProjectBody {
  const name = values.name.trim();
  return {
    name,
    identifier: effectiveIdentifier(values.identifier, name),
    _links: { parent: { href: values.parentId ? projectHref(values.parentId) : null } },
    _meta: { ...copyFlagsOf(options, values.copyOptions), sendNotifications: values.sendNotifications },
  };
}

interface HalErrorLike {
  message?: unknown;
  _embedded?: { details?: { attribute?: unknown } };
}

export interface CopyFormHal {
  _type: 'Form';
  _embedded?: CopyFormContent & { validationErrors?: Record<string, HalErrorLike> };
  _links?: HalLinks;
}

/** The copy form: saves nothing; its validationErrors say what the copy itself would refuse. */
export function validateCopy(templateId: number, body: Partial<CopyProjectBody>): Promise<CopyFormHal> {
  return api.post<CopyFormHal>(`/projects/${templateId}/copy/form`, body);
}

export const copyFormQueryKey = (templateId: number) => ['project-copy-form', templateId] as const;

/** The template's copy form with nothing filled in yet: its schema says what the copy can take along. */
export function useCopyForm(templateId: number | undefined) {
  return useQuery({
    queryKey: copyFormQueryKey(templateId ?? 0),
    queryFn: async () => (await validateCopy(templateId!, {}))._embedded,
    enabled: templateId !== undefined,
    staleTime: TEMPLATES_STALE_TIME_MS,
  });
}

interface CopyStartedHal {
  jobId?: unknown;
  _links?: HalLinks;
}

/** The job id of the copy answer: `jobId`, or the last segment of its job status link. */
export function jobIdOf(answer: CopyStartedHal | null | undefined): string | null {
  if (answer && (typeof answer.jobId === 'string' || typeof answer.jobId === 'number') && String(answer.jobId) !== '') {
    return String(answer.jobId);
  }
  for (const name of ['jobStatus', 'self']) {
    const href = linkOf(answer, name)?.href;
    if (href && href.includes('/job_statuses/')) return lastSegmentOfHref(href);
  }
  return null;
}

export const MISSING_JOB_ID_MESSAGE = 'The server started no copy job. Please try again.';

/** Starts the copy; resolves with the job id to poll. */
export async function startCopy(templateId: number, body: CopyProjectBody): Promise<string> {
  const answer = await api.post<CopyStartedHal>(`/projects/${templateId}/copy`, body);
  const jobId = jobIdOf(answer);
  if (!jobId) throw new Error(MISSING_JOB_ID_MESSAGE);
  return jobId;
}
