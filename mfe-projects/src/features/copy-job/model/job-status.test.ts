import { jobPollInterval } from '../api/job-status';
import type { JobStatusHal } from '@tessera/shared';
import { jobStatusHal } from '../../../../test/fake-api';
import { formatElapsed, isFinished, jobErrorsOf, phaseOf, redirectPathOf, skippedLinesOf } from './job-status';

const job = ({ status = 'in_queue', ...overrides }: Partial<JobStatusHal>): JobStatusHal => jobStatusHal('j1', status, overrides);

describe('phaseOf (the Copy job table)', () => {
  it.each([
    ['in_queue', 'Copy Queued', 10],
    ['in_process', 'Copying Project...', 50],
    ['success', 'Copy Completed Successfully!', 100],
    ['failure', 'Copy Failed', null],
    ['cancelled', 'Copy Cancelled', null],
    ['something_else', 'Initializing', 0],
    [undefined, 'Initializing', 0],
  ])('%s -> %s', (status, heading, percent) => {
    expect(phaseOf(status)).toMatchObject({ heading, percent });
  });

  it('is finished only after success, failure or cancellation', () => {
    expect(['in_queue', 'in_process', 'success', 'failure', 'cancelled', 'x'].filter((status) => isFinished(phaseOf(status).phase))).toEqual([
      'success',
      'failure',
      'cancelled',
    ]);
  });
});

describe('jobPollInterval', () => {
  const state = (status: 'success' | 'error' | 'pending', data?: JobStatusHal) => ({ state: { status, data } }) as Parameters<typeof jobPollInterval>[0];
  it('polls every 2 s until the job is finished, and not after a failed poll', () => {
    expect(jobPollInterval(state('pending'))).toBe(2000);
    expect(jobPollInterval(state('success', job({ status: 'in_queue' })))).toBe(2000);
    expect(jobPollInterval(state('success', job({ status: 'in_process' })))).toBe(2000);
    expect(jobPollInterval(state('success', job({ status: 'success' })))).toBe(false);
    expect(jobPollInterval(state('success', job({ status: 'failure' })))).toBe(false);
    expect(jobPollInterval(state('success', job({ status: 'cancelled' })))).toBe(false);
    expect(jobPollInterval(state('error', job({ status: 'in_process' })))).toBe(false);
  });
});

describe('job details', () => {
  it('collects the errors from the job, its payload or its message', () => {
    expect(jobErrorsOf(job({ status: 'failure', errors: ['Identifier has already been taken.'] }))).toEqual(['Identifier has already been taken.']);
    expect(jobErrorsOf(job({ status: 'failure', errors: ['Disk full'], payload: { errors: ['Disk full', 'No space left'] } }))).toEqual(['Disk full', 'No space left']);
    expect(jobErrorsOf(job({ status: 'failure', message: 'The server stopped while this job was running' }))).toEqual([
      'The server stopped while this job was running',
    ]);
    expect(jobErrorsOf(job({ status: 'failure' }))).toEqual([]);
  });

  it('redirects to the payload redirect when it stays on this site, else to the project link', () => {
    const project = { project: { href: '/api/v3/projects/12', title: 'Fall Course' } };
    expect(redirectPathOf(job({ payload: { redirect: '/projects/12', _links: project } }), 'http://tessera.test')).toBe('/projects/12');
    expect(redirectPathOf(job({ payload: { redirect: 'http://tessera.test/projects/12', _links: project } }), 'http://tessera.test')).toBe('/projects/12');
    expect(
      redirectPathOf(job({ payload: { redirect: 'https://evil.test/x', _links: { project: { href: '/api/v3/projects/13' } } } }), 'http://tessera.test'),
    ).toBe('/projects/13');
    expect(redirectPathOf(job({}), 'http://tessera.test')).toBeNull();
  });

  it('lists the options that were not copied, by reason', () => {
    expect(
      skippedLinesOf(
        job({
          payload: {
            skipped: [
              { option: 'wiki', reason: 'not available in this version yet' },
              { option: 'work_packages', reason: '' },
              { option: 'forums', reason: 'the forum area is switched off' },
            ],
          },
        }),
      ),
    ).toEqual(['Not copied: Wiki, Work packages — not available in this version yet', 'Not copied: Forums — the forum area is switched off']);
    expect(skippedLinesOf(job({ payload: {} }))).toEqual([]);
  });

  it('formats the elapsed time', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
  });
});
