import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AppProviders, MemoryRouter, Route, Routes, useParams } from '@tessera/shared';
import { halError, installRoutes, jsonResponse, type RoutedApi } from '../../create/testing/api-routes';
import type { CopyJobRef } from '../../../entities/project/model/creation-dialogs-store';
import type { JobStatusHal, JobStatusPayloadHal } from '@tessera/shared';
import { jobStatusHal } from '../../../../test/fake-api';
import { CopyProgressDialog } from './CopyProgressDialog';

jest.setTimeout(60_000);

function DetailProbe() {
  const { projectId } = useParams();
  return <div data-testid="detail-page">project {projectId}</div>;
}

const JOB_ID = '6f1c2d3e-aaaa-bbbb-cccc-000000000001';
const JOB_PATH = `/job_statuses/${JOB_ID}`;

function renderDialog(onClose = jest.fn()) {
  const job: CopyJobRef = { jobId: JOB_ID, projectName: 'Fall Course', startedAt: Date.now() };
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/projects']}>
        <Routes>
          <Route path="/projects" element={<CopyProgressDialog job={job} onClose={onClose} />} />
          <Route path="/projects/:projectId" element={<DetailProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { onClose };
}

const status = (value: JobStatusHal['status'], extra: Partial<JobStatusHal> = {}) => jsonResponse(200, jobStatusHal(JOB_ID, value, extra));
const succeeded = (extra: Partial<JobStatusPayloadHal> = {}) =>
  status('success', {
    message: 'Project "Fall Course 2026" was created.',
    payload: { redirect: '/projects/12', _links: { project: { href: '/api/v3/projects/12', title: 'Fall Course 2026' } }, copied: {}, skipped: [], ...extra },
  });

/** Answers the job's polls in turn; the last answer repeats. */
function answerPolls(...answers: Array<() => ReturnType<typeof jsonResponse>>): RoutedApi {
  let index = 0;
  return installRoutes({
    [`GET ${JOB_PATH}`]: () => answers[Math.min(index++, answers.length - 1)](),
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const heading = () => screen.getByTestId('copy-progress-heading');
const dialog = () => screen.getByTestId('copy-progress-dialog');
/** What screen readers were last told (the suite's one live region, rendered by AppProviders). */
const spoken = () => screen.getByTestId('live-announcer');
const closeControls = () => [
  ...dialog().querySelectorAll('.ant-modal-close'),
  ...within(dialog()).queryAllByTestId('copy-close'),
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('CopyProgressDialog', () => {
  it('shows each phase, polls every 2 s while running, stops after success and redirects 2 s later', async () => {
    const api = answerPolls(
      () => status('in_queue'),
      () => status('in_process'),
      () => succeeded(),
    );
    const { onClose } = renderDialog();
    await advance(0);
    expect(heading()).toHaveTextContent('Copy Queued');
    expect(spoken()).toHaveTextContent('Copy Queued');
    expect(within(dialog()).getByText('10%')).toBeInTheDocument();
    expect(within(dialog()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByTestId('copy-job-id')).toHaveTextContent(JOB_ID);
    expect(closeControls()).toHaveLength(0);
    expect(screen.getByTestId('copy-view-project')).toBeDisabled();

    await advance(1999);
    expect(api.calls(`GET ${JOB_PATH}`)).toHaveLength(1);
    await advance(1);
    expect(api.calls(`GET ${JOB_PATH}`)).toHaveLength(2);
    expect(heading()).toHaveTextContent('Copying Project...');
    expect(spoken()).toHaveTextContent('Copying Project...');
    expect(within(dialog()).getByText('50%')).toBeInTheDocument();
    expect(closeControls()).toHaveLength(0);

    await advance(2000);
    expect(heading()).toHaveTextContent('Copy Completed Successfully!');
    expect(spoken()).toHaveTextContent('Copy Completed Successfully! Opening the new project…');
    expect(within(dialog()).getByRole('progressbar', { name: 'Copy progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(dialog().querySelector('.ant-progress-status-success')).not.toBeNull();
    expect(screen.getByText('Project "Fall Course 2026" created successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('copy-view-project')).toBeEnabled();
    expect(within(dialog()).getByTestId('copy-close')).toBeInTheDocument();

    // No more polls once the job is finished; the redirect waits 2 s.
    await advance(1999);
    expect(screen.queryByTestId('detail-page')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('detail-page')).toHaveTextContent('project 12');
    expect(onClose).toHaveBeenCalled();
    await advance(10_000);
    expect(api.calls(`GET ${JOB_PATH}`)).toHaveLength(3);
  });

  it("shows 'Initializing' until the first answer, and ticks the elapsed time", async () => {
    let release: () => void = () => {};
    const firstAnswer = new Promise<void>((resolve) => {
      release = resolve;
    });
    installRoutes({
      [`GET ${JOB_PATH}`]: async () => {
        await firstAnswer;
        return status('in_process');
      },
    });
    renderDialog();
    await advance(0);
    expect(heading()).toHaveTextContent('Initializing');
    expect(closeControls()).toHaveLength(0);
    expect(screen.getByTestId('copy-elapsed')).toHaveTextContent('Elapsed time: 0:00');
    await advance(3000);
    expect(screen.getByTestId('copy-elapsed')).toHaveTextContent('Elapsed time: 0:03');
    release();
    await advance(0);
    expect(heading()).toHaveTextContent('Copying Project...');
    await advance(62_000);
    expect(screen.getByTestId('copy-elapsed')).toHaveTextContent('Elapsed time: 1:05');
  });

  it("reports a failure with the job's errors, and lets the dialog be closed", async () => {
    const api = answerPolls(() => status('failure', { errors: ['Identifier has already been taken.'] }));
    const { onClose } = renderDialog();
    await advance(0);
    expect(heading()).toHaveTextContent('Copy Failed');
    expect(spoken()).toHaveTextContent('Copy Failed. Identifier has already been taken.');
    expect(screen.getByText('Failed to copy project: Identifier has already been taken.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Identifier has already been taken.')).toBeInTheDocument();
    expect(within(dialog()).queryByTestId('copy-progress-bar')).not.toBeInTheDocument();
    expect(screen.getByTestId('copy-view-project')).toBeDisabled();
    fireEvent.click(within(dialog()).getByTestId('copy-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(api.calls(`GET ${JOB_PATH}`)).toHaveLength(1);
  });

  it('says to try again when a failed job gives no reason', async () => {
    answerPolls(() => status('failure'));
    renderDialog();
    await advance(0);
    expect(heading()).toHaveTextContent('Copy Failed');
    expect(screen.getAllByText('Failed to copy project. Please try again.').length).toBeGreaterThan(0);
  });

  it('shows a cancelled copy', async () => {
    answerPolls(() => status('cancelled'));
    renderDialog();
    await advance(0);
    expect(heading()).toHaveTextContent('Copy Cancelled');
    expect(closeControls().length).toBeGreaterThan(0);
  });

  it('lists the options the copy could not take along', async () => {
    answerPolls(() =>
      succeeded({
        skipped: [
          { option: 'wiki', reason: 'not available in this version yet' },
          { option: 'forums', reason: 'not available in this version yet' },
        ],
        copied: { members: 4 },
      }),
    );
    renderDialog();
    await advance(0);
    expect(screen.getByTestId('copy-skipped')).toHaveTextContent('Not copied: Wiki, Forums — not available in this version yet');
  });

  it('keeps the dialog on a failed poll and carries on after Retry', async () => {
    let fail = false;
    const api = installRoutes({
      [`GET ${JOB_PATH}`]: () => (fail ? halError(502, 'BadGateway', 'The server is restarting.') : status('in_process')),
    });
    renderDialog();
    await advance(0);
    expect(heading()).toHaveTextContent('Copying Project...');
    fail = true;
    await advance(2000);
    expect(screen.getByTestId('copy-poll-error')).toHaveTextContent('Could not check the copy status: The server is restarting.');
    expect(heading()).toHaveTextContent('Copying Project...');
    // A job that cannot be checked must not trap the user.
    expect(closeControls().length).toBeGreaterThan(0);
    const pollsWhileFailed = api.calls(`GET ${JOB_PATH}`).length;
    await advance(10_000);
    expect(api.calls(`GET ${JOB_PATH}`)).toHaveLength(pollsWhileFailed);

    fail = false;
    fireEvent.click(within(screen.getByTestId('copy-poll-error')).getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(screen.queryByTestId('copy-poll-error')).not.toBeInTheDocument();
    expect(closeControls()).toHaveLength(0);
    await advance(2000);
    expect(api.calls(`GET ${JOB_PATH}`)).toHaveLength(pollsWhileFailed + 2);
  });

  it('opens the new project from View Project', async () => {
    answerPolls(() => succeeded());
    const { onClose } = renderDialog();
    await advance(0);
    fireEvent.click(screen.getByTestId('copy-view-project'));
    await advance(0);
    expect(screen.getByTestId('detail-page')).toHaveTextContent('project 12');
    expect(onClose).toHaveBeenCalled();
  });
});
