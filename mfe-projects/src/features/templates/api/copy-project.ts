// Copying a template (spec 000 section 7): POST /projects/{id}/copy/form validates, POST /projects/{id}/copy
// starts the background job and answers with its id (OpenProject's JobStatus; GET /job_statuses/{jobId} polls it).
import { useQuery } from '@tanstack/react-query';
import { api, projectHref, type CopyProjectBody, type JobStatusHal, type ProjectCopyFormHal } from '@tessera/shared';
import { effectiveIdentifier } from '../../../entities/project';
import { copyFlagsOf, type CopyOption } from '../model/copy-options';
import { TEMPLATES_STALE_TIME_MS } from '../model/template-constants';

export interface TemplateCopyValues {
  templateId: number;
  name: string;
  identifier?: string;
  copyOptions: string[];
  parentId?: number | null;
  sendNotifications: boolean;
}

/** What the dialog sends: the new project's name, identifier and parent, and in `_meta` the copy flags. */
export type TemplateCopyBody = CopyProjectBody & Required<Pick<CopyProjectBody, 'name' | 'identifier' | '_links' | '_meta'>>;

/** `options` are those the dialog offered (the copy form's available ones); `values.copyOptions` their ticked flags. */
export function buildCopyBody(values: Omit<TemplateCopyValues, 'templateId'>, options: readonly CopyOption[]): TemplateCopyBody {
  const name = values.name.trim();
  return {
    name,
    identifier: effectiveIdentifier(values.identifier, name),
    _links: { parent: { href: values.parentId ? projectHref(values.parentId) : null } },
    _meta: { ...copyFlagsOf(options, values.copyOptions), sendNotifications: values.sendNotifications },
  };
}

/** The copy form: saves nothing; its validationErrors say what the copy itself would refuse. */
export function validateCopy(templateId: number, body: CopyProjectBody): Promise<ProjectCopyFormHal> {
  return api.post<ProjectCopyFormHal>(`/projects/${templateId}/copy/form`, body);
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

export const MISSING_JOB_ID_MESSAGE = 'The server started no copy job. Please try again.';

/** Starts the copy; resolves with the job id to poll (an answer without one is a broken contract, not a copy). */
export async function startCopy(templateId: number, body: TemplateCopyBody): Promise<string> {
  const answer = await api.post<JobStatusHal>(`/projects/${templateId}/copy`, body);
  if (!answer?.jobId) throw new Error(MISSING_JOB_ID_MESSAGE);
  return answer.jobId;
}
