// The copy-progress dialog (spec 000 sections 2 and 4): polls the copy job, shows its phase, elapsed time and id,
// and takes the user to the new project 2 s after a successful copy. It cannot be closed while the job runs.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Progress, Typography, announce, errorMessage, queryKeys, useNavigate } from '@tessera/shared';
import { type CopyJobRef, projectCreatedMessage, toastText } from '../../../entities/project';
import { useJobStatus } from '../api/job-status';
import {
  COPY_FAILED_DEFAULT_MESSAGE,
  COPY_PROGRESS_TITLE,
  ELAPSED_TICK_MS,
  POLL_FAILED_PREFIX,
  REDIRECT_AFTER_SUCCESS_MS,
  copyFailedMessage,
} from '../model/copy-job-constants';
import {
  formatElapsed,
  isFinished,
  jobErrorsOf,
  phaseOf,
  projectTitleOf,
  redirectPathOf,
  skippedLinesOf,
} from '../model/job-status';

interface CopyProgressDialogProps {
  job: CopyJobRef;
  onClose: () => void;
}

/** Seconds since the copy started, ticking until `stopped`. */
function useElapsed(startedAt: number, stopped: boolean): number {
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    if (stopped) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, ELAPSED_TICK_MS);
    return () => clearInterval(timer);
  }, [stopped]);
  return Math.max(0, now - startedAt);
}

const OPENING_NEW_PROJECT = 'Opening the new project…';

/** What is read out when the copy enters a phase: its heading, then what follows (the redirect, the errors). */
export function copyPhaseAnnouncement(heading: string, detail?: string): string {
  if (!detail) return heading;
  return `${/[.!?…]$/.test(heading) ? heading : `${heading}.`} ${detail}`;
}

export function CopyProgressDialog({ job, onClose }: CopyProgressDialogProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useJobStatus(job.jobId);
  const data = status.data;
  const view = phaseOf(data?.status);
  const finished = isFinished(view.phase);
  const pollFailed = status.isError;
  // Hidden while the job runs (also before its first answer); a job that cannot be checked must not trap the user.
  const canClose = finished || pollFailed;
  const elapsed = useElapsed(job.startedAt, finished);
  const projectPath = data ? redirectPathOf(data) : null;
  const errors = useMemo(() => (view.phase === 'failure' ? jobErrorsOf(data) : []), [view.phase, data]);
  const skipped = skippedLinesOf(data);

  // Each phase is read out once as it starts (a screen reader does not watch the heading or the bar).
  const spokenPhase = useRef<string | null>(null);
  useEffect(() => {
    if (spokenPhase.current === view.phase) return;
    spokenPhase.current = view.phase;
    let detail: string | undefined;
    if (view.phase === 'success' && projectPath) detail = OPENING_NEW_PROJECT;
    if (view.phase === 'failure') detail = errors.length > 0 ? errors.join('; ') : COPY_FAILED_DEFAULT_MESSAGE;
    announce(copyPhaseAnnouncement(view.heading, detail));
  }, [view.phase, view.heading, projectPath, errors]);

  // Toasts and the list refresh happen once per finished job, whatever re-renders follow.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!data || !finished || announced.current === view.phase) return;
    announced.current = view.phase;
    if (view.phase === 'success') {
      message.success(toastText(projectCreatedMessage(projectTitleOf(data) ?? job.projectName)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects() });
    } else if (view.phase === 'failure') {
      const failures = jobErrorsOf(data);
      message.error(failures.length > 0 ? copyFailedMessage(failures.join('; ')) : COPY_FAILED_DEFAULT_MESSAGE);
    }
  }, [data, finished, view.phase, message, queryClient, job.projectName]);

  const redirectTarget = view.phase === 'success' ? projectPath : null;
  useEffect(() => {
    if (!redirectTarget) return;
    const timer = setTimeout(() => {
      onClose();
      navigate(redirectTarget);
    }, REDIRECT_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [redirectTarget, navigate, onClose]);

  const viewProject = () => {
    if (!projectPath) return;
    onClose();
    navigate(projectPath);
  };

  return (
    <Modal
      open
      title={COPY_PROGRESS_TITLE}
      closable={canClose}
      keyboard={canClose}
      mask={{ closable: false }}
      onCancel={canClose ? onClose : undefined}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'copy-progress-dialog' }}
      footer={
        <Flex justify="flex-end" gap={8}>
          {canClose ? (
            <Button data-testid="copy-close" onClick={onClose}>
              Close
            </Button>
          ) : null}
          <Button type="primary" data-testid="copy-view-project" disabled={!projectPath} onClick={viewProject}>
            View Project
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {/* A dialog's title is not a heading: its own heading starts at h2 (sized as the h4 it was). */}
        <Typography.Title level={2} data-testid="copy-progress-heading" style={{ margin: 0, fontSize: 20 }}>
          {view.heading}
        </Typography.Title>
        {view.percent === null ? null : (
          <Progress
            data-testid="copy-progress-bar"
            aria-label="Copy progress"
            percent={view.percent}
            status={view.phase === 'success' ? 'success' : 'active'}
          />
        )}
        {view.phase === 'failure' ? (
          <Alert type="error" showIcon title={errors.length > 0 ? errors.join('; ') : COPY_FAILED_DEFAULT_MESSAGE} />
        ) : null}
        {view.phase === 'cancelled' ? <Alert type="warning" showIcon title="The copy was cancelled before it finished." /> : null}
        {skipped.length > 0 ? (
          <Alert
            type="info"
            showIcon
            data-testid="copy-skipped"
            title={
              <Flex vertical>
                {skipped.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Flex>
            }
          />
        ) : null}
        {pollFailed ? (
          <Alert
            type="warning"
            showIcon
            data-testid="copy-poll-error"
            title={`${POLL_FAILED_PREFIX}: ${errorMessage(status.error)}`}
            action={
              <Button size="small" loading={status.isFetching} onClick={() => void status.refetch()}>
                Retry
              </Button>
            }
          />
        ) : null}
        <Typography.Text type="secondary" data-testid="copy-elapsed">
          Elapsed time: {formatElapsed(elapsed)}
        </Typography.Text>
        <Typography.Text type="secondary">
          Job ID: <Typography.Text code data-testid="copy-job-id">{job.jobId}</Typography.Text>
        </Typography.Text>
        {view.phase === 'success' && projectPath ? (
          <Typography.Text type="secondary">{OPENING_NEW_PROJECT}</Typography.Text>
        ) : null}
      </Flex>
    </Modal>
  );
}
