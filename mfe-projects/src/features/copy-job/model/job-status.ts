// OpenProject's JobStatus (GET /job_statuses/{jobId}) read for the copy-progress dialog (spec 000 section 4).
import { idFromHref, paths, safeRedirectPath, type HalLink, type HalLinks } from '@tessera/shared';
import { copyOptionLabel } from '../../templates';
import { NOT_AVAILABLE_REASON } from './copy-job-constants';

export interface SkippedCopyOption {
  option: string;
  reason?: string;
}

export interface JobStatusPayload {
  redirect?: string | null;
  title?: string;
  errors?: unknown;
  /** Options the copy could not take along (their area is not built yet). */
  skipped?: SkippedCopyOption[];
  copied?: Record<string, number>;
  _links?: { project?: HalLink } & HalLinks;
}

export interface JobStatusHal {
  _type?: 'JobStatus';
  jobId: string;
  status: string;
  message?: string | null;
  errors?: unknown;
  payload?: JobStatusPayload | null;
  _links?: HalLinks;
}

export type CopyPhase = 'initializing' | 'queued' | 'running' | 'success' | 'failure' | 'cancelled';

export interface CopyPhaseView {
  phase: CopyPhase;
  heading: string;
  /** null where the spec shows no progress (failure, cancelled). */
  percent: number | null;
}

/** The 'Copy job' table: status -> progress and heading. */
export const COPY_PHASES: Record<CopyPhase, CopyPhaseView> = {
  initializing: { phase: 'initializing', heading: 'Initializing', percent: 0 },
  queued: { phase: 'queued', heading: 'Copy Queued', percent: 10 },
  running: { phase: 'running', heading: 'Copying Project...', percent: 50 },
  success: { phase: 'success', heading: 'Copy Completed Successfully!', percent: 100 },
  failure: { phase: 'failure', heading: 'Copy Failed', percent: null },
  cancelled: { phase: 'cancelled', heading: 'Copy Cancelled', percent: null },
};

const PHASE_BY_STATUS: Record<string, CopyPhase> = {
  in_queue: 'queued',
  in_process: 'running',
  success: 'success',
  failure: 'failure',
  // OpenProject's status for a job that crashed: a failure to the user.
  error: 'failure',
  cancelled: 'cancelled',
};

export function phaseOf(status: string | null | undefined): CopyPhaseView {
  return COPY_PHASES[(status && PHASE_BY_STATUS[status]) || 'initializing'];
}

/** Finished jobs change no more: polling stops and the close control comes back. */
export function isFinished(phase: CopyPhase): boolean {
  return phase === 'success' || phase === 'failure' || phase === 'cancelled';
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object' && 'message' in value) return messagesOf((value as { message: unknown }).message);
  return [];
}

/** The failure's messages: the job's errors (top level or in the payload), else its message. */
export function jobErrorsOf(job: JobStatusHal | undefined): string[] {
  if (!job) return [];
  const errors = [...messagesOf(job.errors), ...messagesOf(job.payload?.errors)];
  if (errors.length > 0) return [...new Set(errors)];
  return messagesOf(job.message);
}

export function projectIdOf(job: JobStatusHal | undefined): number | null {
  return idFromHref(job?.payload?._links?.project?.href);
}

export function projectTitleOf(job: JobStatusHal | undefined): string | null {
  const title = job?.payload?._links?.project?.title ?? job?.payload?.title;
  return typeof title === 'string' && title.trim() ? title : null;
}

/** The in-app path of the new project: the payload's redirect when it stays on this site, else the project link. */
export function redirectPathOf(job: JobStatusHal | undefined, origin: string = window.location.origin): string | null {
  const redirect = job?.payload?.redirect;
  if (typeof redirect === 'string' && redirect) {
    const local = redirect.startsWith(`${origin}/`) ? redirect.slice(origin.length) : redirect;
    const safe = safeRedirectPath(local, '');
    if (safe) return safe;
  }
  const id = projectIdOf(job);
  return id === null ? null : paths.project(id);
}

/** 'Not copied: Wiki, Forums — not available in this version yet', one line per reason. */
export function skippedLinesOf(job: JobStatusHal | undefined): string[] {
  const skipped = job?.payload?.skipped;
  if (!Array.isArray(skipped)) return [];
  const byReason = new Map<string, string[]>();
  for (const entry of skipped) {
    if (!entry || typeof entry.option !== 'string') continue;
    const reason = typeof entry.reason === 'string' && entry.reason.trim() ? entry.reason.trim() : NOT_AVAILABLE_REASON;
    byReason.set(reason, [...(byReason.get(reason) ?? []), copyOptionLabel(entry.option)]);
  }
  return [...byReason].map(([reason, options]) => `Not copied: ${options.join(', ')} — ${reason}`);
}

/** 65_000 -> '1:05', 3_725_000 -> '1:02:05'. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
