// Polling a copy job: GET /job_statuses/{jobId} every 2 s while it is queued or in process.
import { useQuery, type Query } from '@tanstack/react-query';
import { api, type JobStatusHal } from '@tessera/shared';
import { COPY_JOB_POLL_INTERVAL_MS } from '../model/copy-job-constants';
import { isFinished, phaseOf } from '../model/job-status';

export const jobStatusQueryKey = (jobId: string) => ['job-status', jobId] as const;

export function fetchJobStatus(jobId: string, signal?: AbortSignal): Promise<JobStatusHal> {
  return api.get<JobStatusHal>(`/job_statuses/${encodeURIComponent(jobId)}`, { signal });
}

/** Keep polling until the job is finished; a failed poll waits for the user's Retry instead of hammering on. */
export function jobPollInterval(query: Pick<Query<JobStatusHal>, 'state'>): number | false {
  if (query.state.status === 'error') return false;
  return isFinished(phaseOf(query.state.data?.status).phase) ? false : COPY_JOB_POLL_INTERVAL_MS;
}

export function useJobStatus(jobId: string) {
  return useQuery({
    queryKey: jobStatusQueryKey(jobId),
    queryFn: ({ signal }) => fetchJobStatus(jobId, signal),
    refetchInterval: jobPollInterval,
    // The copy runs on whether or not this tab is visible; the redirect should too.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
