import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { halError } from '@tessera/shared/test/fetch-mock';
import { AppProviders, setCurrentUser, type CurrentUser } from '@tessera/shared';
import { createTimeEntriesServer, fakeTimeEntry, type TimeEntriesServer } from '../testing/time-entries-server';
import { TimeEntriesCard } from './TimeEntriesCard';

jest.setTimeout(30_000);

const PRIYA: CurrentUser = { id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [] };
const TODAY = dayjs().format('YYYY-MM-DD');
const EARLIER = fakeTimeEntry({ id: 1, hours: 1, spentOn: dayjs().subtract(3, 'day').format('YYYY-MM-DD') });

/** The card with its form open, as a user gets there: 'Log time'. */
async function openForm(): Promise<{ server: TimeEntriesServer; form: ReturnType<typeof within> }> {
  const server = createTimeEntriesServer([EARLIER]);
  setCurrentUser(PRIYA);
  render(
    <AppProviders>
      <TimeEntriesCard workPackageId={12} projectId={5} />
    </AppProviders>,
  );
  await screen.findByTestId('time-entry-1');
  fireEvent.click(screen.getByTestId('log-time-button'));
  const form = within(await screen.findByTestId('time-entry-form'));
  // The defaults arrive with the choices: the task's project and the project's default activity.
  await waitFor(() => expect(selected(form, 'Activity')).toBe('Development'));
  return { server, form };
}

const selected = (form: ReturnType<typeof within>, label: string) => form.getByLabelText(label).closest('.ant-select')!.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';
const submit = (form: ReturnType<typeof within>) => fireEvent.click(form.getByTestId('time-entry-submit'));
const setDuration = (form: ReturnType<typeof within>, value: string) => fireEvent.change(form.getByLabelText('Duration'), { target: { value } });

function clearSelect(form: ReturnType<typeof within>, label: string) {
  const clear = form.getByLabelText(label).closest('.ant-select')!.querySelector('.ant-select-clear')!;
  fireEvent.mouseDown(clear);
  fireEvent.mouseUp(clear);
  fireEvent.click(clear);
}

async function choose(form: ReturnType<typeof within>, label: string, option: string) {
  fireEvent.mouseDown(form.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((candidate) => candidate.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('Time entry form', () => {
  it("starts from the task: its project and work package, the project's default activity, today", async () => {
    const { form } = await openForm();
    expect(selected(form, 'Project')).toBe('Website relaunch');
    await waitFor(() => expect(selected(form, 'Work package')).toBe('#12 Pay with a saved card'));
    expect(form.getByLabelText('Date')).toHaveValue(TODAY);
  });

  it('logs decimal hours or h:mm as an ISO 8601 duration, shows the entry at once, closes and says how much was logged', async () => {
    const { server, form } = await openForm();
    setDuration(form, '1:30');
    fireEvent.change(form.getByLabelText('Comment'), { target: { value: 'Card form validation' } });
    const release = server.hold('POST', /^\/time_entries$/);
    submit(form);

    // In the card before the server answers.
    const card = within(screen.getByTestId('time-entries-card'));
    await waitFor(() => expect(card.getByTestId('time-entries-total').textContent).toBe('Total: 2h 30m'));
    expect(card.getByText('Development — Card form validation')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Time entry created successfully (1h 30m logged)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('time-entry-form')).not.toBeInTheDocument());
    expect(await card.findByTestId('time-entry-1000')).toBeInTheDocument();
    expect(server.requests('POST', /^\/time_entries$/).map((request) => request.body)).toEqual([
      {
        spentOn: TODAY,
        hours: 'PT1H30M',
        comment: { raw: 'Card form validation' },
        _links: {
          project: { href: '/api/v3/projects/5' },
          activity: { href: '/api/v3/time_entries/activities/1' },
          workPackage: { href: '/api/v3/work_packages/12' },
        },
      },
    ]);
  });

  it('fills the duration from the quick picks 1, 2, 4, 6 and 8 hours', async () => {
    const { server, form } = await openForm();
    expect(within(form.getByLabelText('Quick picks')).getAllByRole('button').map((button) => button.textContent)).toEqual(['1h', '2h', '4h', '6h', '8h']);
    fireEvent.click(form.getByRole('button', { name: '4h' }));
    expect(form.getByLabelText('Duration')).toHaveValue('4');
    submit(form);
    await waitFor(() => expect(server.requests('POST', /^\/time_entries$/)).toHaveLength(1));
    expect((server.requests('POST', /^\/time_entries$/)[0].body as { hours: string }).hours).toBe('PT4H');
  });

  it("requires project, activity, date and duration, with the spec's messages, and sends nothing", async () => {
    const { server, form } = await openForm();
    clearSelect(form, 'Project');
    clearSelect(form, 'Activity');
    fireEvent.click(form.getByLabelText('Date').closest('.ant-picker')!.querySelector('.ant-picker-clear')!);
    submit(form);
    for (const text of ['Project is required', 'Activity is required', 'Date is required', 'Duration is required']) {
      expect(await form.findByText(text)).toBeInTheDocument();
    }
    expect(server.requests('POST', /time_entries/)).toHaveLength(0);
  });

  it("refuses a duration of '1:75' or one that is not hours, saying why", async () => {
    const { server, form } = await openForm();
    setDuration(form, '1:75');
    submit(form);
    expect(await form.findByText('Minutes must be between 0 and 59.')).toBeInTheDocument();
    setDuration(form, 'two hours');
    expect(await form.findByText('Enter the duration as decimal hours (1.5) or h:mm (1:30).')).toBeInTheDocument();
    expect(server.requests('POST', /time_entries/)).toHaveLength(0);
  });

  it('refuses zero and more than 24 hours before sending, keeping what was typed', async () => {
    const { server, form } = await openForm();
    setDuration(form, '0:00');
    submit(form);
    expect(await form.findByText('Duration must be more than 0.')).toBeInTheDocument();
    setDuration(form, '25');
    submit(form);
    expect(await form.findByText('Duration cannot be more than 24 hours per entry.')).toBeInTheDocument();
    expect(form.getByLabelText('Duration')).toHaveValue('25');
    expect(server.requests('POST', /^\/time_entries$/)).toHaveLength(0);
    setDuration(form, '24');
    submit(form);
    await waitFor(() => expect(server.requests('POST', /^\/time_entries$/)).toHaveLength(1));
  });

  it('offers no future day in the date picker', async () => {
    const { form } = await openForm();
    fireEvent.click(form.getByLabelText('Date'));
    const cell = (day: dayjs.Dayjs) => document.querySelector(`td[title="${day.format('YYYY-MM-DD')}"]`);
    await waitFor(() => expect(cell(dayjs())).not.toBeNull());
    expect(cell(dayjs())).not.toHaveClass('ant-picker-cell-disabled');
    // Six weeks are shown, so tomorrow is there even on a month's last day (among the next month's first days).
    expect(cell(dayjs().add(1, 'day'))).toHaveClass('ant-picker-cell-disabled');
  });

  it("shows the server's refusal under its field and takes the entry back out of the card", async () => {
    const { server, form } = await openForm();
    server.answerNext('POST', /^\/time_entries$/, halError(422, 'PropertyConstraintViolation', 'Hours must be an ISO 8601 duration such as PT1H30M.', 'hours'));
    setDuration(form, '8');
    submit(form);
    expect(await form.findByText('Hours must be an ISO 8601 duration such as PT1H30M.')).toBeInTheDocument();
    const card = within(screen.getByTestId('time-entries-card'));
    await waitFor(() => expect(card.getByTestId('time-entries-total').textContent).toBe('Total: 1h'));
    expect(card.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('time-entry-form')).toBeInTheDocument();
  });

  it('clears the work package when another project is chosen that does not have it', async () => {
    const { server, form } = await openForm();
    await waitFor(() => expect(selected(form, 'Work package')).toBe('#12 Pay with a saved card'));
    await choose(form, 'Project', 'Design system');
    await waitFor(() => expect(server.requests('GET', /available_work_packages/).length).toBe(2));
    await waitFor(() => expect(selected(form, 'Work package')).not.toContain('Pay with a saved card'));
    setDuration(form, '0.5');
    submit(form);
    await waitFor(() => expect(server.requests('POST', /^\/time_entries$/)).toHaveLength(1));
    const body = server.requests('POST', /^\/time_entries$/)[0].body as { hours: string; _links: Record<string, unknown> };
    expect(body.hours).toBe('PT30M');
    expect(body._links).toEqual({ project: { href: '/api/v3/projects/6' }, activity: { href: '/api/v3/time_entries/activities/1' } });
  });
});
