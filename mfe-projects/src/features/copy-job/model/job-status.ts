// OpenProject's JobStatus (GET /job_statuses/{jobId}) read for the copy-progress dialog (spec 000 section 4).
import { idFromHref, paths, safeRedirectPath, type JobStatusHal } from '@tessera/shared';
import { copyOptionLabel } from '../../templates';
import { NOT_AVAILABLE_REASON } from './copy-job-constants';

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

/** Every status the server reports (a new one is a type error here until it has its phase). */
const PHASE_BY_STATUS: Record<JobStatusHal['status'], CopyPhase> = {
  in_queue: 'queued',
  in_process: 'running',
  success: 'success',
  failure: 'failure',
  cancelled: 'cancelled',
};

/** The phase of a job's status; 'initializing' before the first answer. */
export function phaseOf(status: string | null | undefined): CopyPhaseView {
  const phase = status && Object.hasOwn(PHASE_BY_STATUS, status) ? PHASE_BY_STATUS[status as JobStatusHal['status']] : 'initializing';
  return COPY_PHASES[phase];
}

/** Finished jobs change no more: polling stops and the close control comes back. */
export function isFinished(phase: CopyPhase): boolean {
  return phase === 'success' || phase === 'failure' || phase === 'cancelled';
}

const nonEmpty = (messages: readonly string[]) => messages.map((text) => text.trim()).filter(Boolean);

/** The failure's messages: the job's errors (top level or in the payload), else its message. */
export function jobErrorsOf(job: JobStatusHal | undefined): string[] {
  if (!job) return [];
  const errors = nonEmpty([...job.errors, ...(job.payload?.errors ?? [])]);
  if (errors.length > 0) return [...new Set(errors)];
  return nonEmpty(job.message === null ? [] : [job.message]);
}

export function projectIdOf(job: JobStatusHal | undefined): number | null {
  return idFromHref(job?.payload?._links?.project.href);
}

export function projectTitleOf(job: JobStatusHal | undefined): string | null {
  const title = job?.payload?._links?.project.title;
  return title?.trim() ? title : null;
}

/** The in-app path of the new project: the payload's redirect when it stays on this site, else the project link. */
export function redirectPathOf(job: JobStatusHal | undefined, origin: string = window.location.origin): string | null {
  const redirect = job?.payload?.redirect;
  if (redirect) {
    const local = redirect.startsWith(`${origin}/`) ? redirect.slice(origin.length) : redirect;
    const safe = safeRedirectPath(local, '');
    if (safe) return safe;
  }
  const id = projectIdOf(job);
  return id === null ? null : paths.project(id);
}

/** 'Not copied: Wiki, Forums — not available in this version yet', one line per reason. */
export function skippedLinesOf(job: JobStatusHal | undefined): string[] {
  const byReason = new Map<string, string[]>();
  for (const entry of job?.payload?.skipped ?? []) {
    const reason = entry.reason.trim() || NOT_AVAILABLE_REASON;
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
