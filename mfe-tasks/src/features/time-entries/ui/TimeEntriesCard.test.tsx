import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { halError } from '@tessera/shared/test/fetch-mock';
import { AppProviders, setCurrentUser, type CurrentUser } from '@tessera/shared';
import { createTimeEntriesServer, fakeTimeEntry, type FakeTimeEntry } from '../testing/time-entries-server';
import { TimeEntriesCard } from './TimeEntriesCard';

jest.setTimeout(30_000);

const PRIYA: CurrentUser = { id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [] };
const day = (daysAgo: number) => dayjs().subtract(daysAgo, 'day').format('YYYY-MM-DD');

const MINE = fakeTimeEntry({ id: 1, hours: 1.5, spentOn: day(1), comment: 'Checkout form' });
const TOMAS = fakeTimeEntry({ id: 2, hours: 2, spentOn: day(2), userId: 4, userName: 'Tomás Herrera', canEdit: false, activityId: 3 });

function renderCard(entries: FakeTimeEntry[], before: (server: ReturnType<typeof createTimeEntriesServer>) => void = () => undefined) {
  const server = createTimeEntriesServer(entries);
  before(server);
  setCurrentUser(PRIYA);
  render(
    <AppProviders>
      <TimeEntriesCard workPackageId={12} projectId={5} />
    </AppProviders>,
  );
  return server;
}

const card = async () => within(await screen.findByTestId('time-entries-card'));
const entryRow = async (id: number) => within(await screen.findByTestId(`time-entry-${id}`));

describe('Time entries card', () => {
  it("shows the task's 3 newest entries with the total, then all of them after 'Show all (N)'", async () => {
    const entries = [1, 2, 3, 4, 5].map((id) => fakeTimeEntry({ id, hours: id, spentOn: day(id), comment: `Entry ${id}` }));
    const server = renderCard(entries);
    const view = await card();
    await view.findByTestId('time-entry-1');
    expect(view.getAllByRole('listitem').map((item) => item.getAttribute('data-testid'))).toEqual(['time-entry-1', 'time-entry-2', 'time-entry-3']);
    expect(view.getByTestId('time-entries-total').textContent).toBe('Total: 15h');
    fireEvent.click(view.getByText('Show all (5)'));
    expect(view.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(view.getByText('Show less'));
    expect(view.getAllByRole('listitem')).toHaveLength(3);

    const [request] = server.requests('GET', /^\/time_entries$/);
    const query = new URL(request.url, 'http://localhost').searchParams;
    expect(JSON.parse(query.get('filters')!)).toEqual([{ work_package: { operator: '=', values: ['12'] } }]);
    expect(JSON.parse(query.get('sortBy')!)).toEqual([['spentOn', 'desc'], ['id', 'desc']]);
  });

  it('shows each entry with its day, owner, activity and comment; no expand control for 3 or fewer', async () => {
    renderCard([MINE, TOMAS]);
    const tomas = await entryRow(2);
    expect(tomas.getByText(/Tomás Herrera/)).toBeInTheDocument();
    expect(tomas.getByText('Testing')).toBeInTheDocument();
    expect((await entryRow(1)).getByText('Development — Checkout form')).toBeInTheDocument();
    expect(screen.queryByTestId('time-entries-toggle')).not.toBeInTheDocument();
  });

  it('says when no time is logged', async () => {
    renderCard([]);
    expect(await (await card()).findByText('No time logged yet.')).toBeInTheDocument();
    expect(screen.getByTestId('time-entries-total').textContent).toBe('Total: 0h');
  });

  it('edits its owner\'s hours inline: Enter saves at once and says so', async () => {
    const server = renderCard([MINE, TOMAS]);
    // Another member's entry is not editable here.
    expect((await entryRow(2)).queryByRole('button')).not.toBeInTheDocument();
    const row = await entryRow(1);
    const release = server.hold('PATCH', /^\/time_entries\/1$/);
    fireEvent.click(row.getByRole('button', { name: 'Edit hours: 1h 30m' }));
    const input = row.getByLabelText('Hours');
    expect(input).toHaveValue(1.5);
    expect(input).toHaveAttribute('step', '0.1');
    expect(input).toHaveAttribute('min', '0.1');
    fireEvent.change(input, { target: { value: '2.25' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    // Applied before the server answers.
    expect(await row.findByText('2h 15m')).toBeInTheDocument();
    expect(screen.getByTestId('time-entries-total').textContent).toBe('Total: 4h 15m');
    release();
    expect(await screen.findByText('Time entry updated successfully')).toBeInTheDocument();
    expect(server.requests('PATCH', /^\/time_entries\/1$/).map((request) => request.body)).toEqual([{ hours: 'PT2H15M' }]);
  });

  it('Escape cancels an edit; blank, non-numeric and non-positive values are ignored', async () => {
    const server = renderCard([MINE]);
    const row = await entryRow(1);
    for (const [value, key] of [['3', 'Escape'], ['', 'Enter'], ['0', 'Enter'], ['-1', 'Enter'], ['abc', 'Enter']]) {
      fireEvent.click(row.getByRole('button', { name: 'Edit hours: 1h 30m' }));
      const input = row.getByLabelText('Hours');
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key });
      expect(row.queryByLabelText('Hours')).not.toBeInTheDocument();
      expect(row.getByText('1h 30m')).toBeInTheDocument();
    }
    expect(server.requests('PATCH', /time_entries/)).toHaveLength(0);
  });

  it('puts the old hours back when the server refuses, and says why', async () => {
    const server = renderCard([MINE]);
    server.answerNext('PATCH', /^\/time_entries\/1$/, halError(422, 'PropertyConstraintViolation', 'Hours cannot be more than 24 per entry.', 'hours'));
    const row = await entryRow(1);
    fireEvent.click(row.getByRole('button', { name: 'Edit hours: 1h 30m' }));
    fireEvent.change(row.getByLabelText('Hours'), { target: { value: '30' } });
    fireEvent.keyDown(row.getByLabelText('Hours'), { key: 'Enter' });
    expect(await screen.findByText(/Hours cannot be more than 24 per entry\./)).toBeInTheDocument();
    await waitFor(() => expect(row.getByText('1h 30m')).toBeInTheDocument());
    expect(screen.getByTestId('time-entries-total').textContent).toBe('Total: 1h 30m');
  });

  it('offers no inline edit on an entry dated in the future (the date check) or that the server does not let change', async () => {
    renderCard([fakeTimeEntry({ id: 7, spentOn: dayjs().add(1, 'day').format('YYYY-MM-DD') }), fakeTimeEntry({ id: 8, canEdit: false, spentOn: day(3) })]);
    expect((await entryRow(7)).queryByRole('button')).not.toBeInTheDocument();
    expect((await entryRow(8)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the entries cannot be loaded, and Retry loads them', async () => {
    // A refusal is not retried: the message shows at once.
    renderCard([MINE], (server) => server.answerNext('GET', /^\/time_entries$/, halError(403, 'MissingPermission', 'You are not authorized to access this resource.')));
    const view = await card();
    expect(await view.findByText('Failed to load time entries. Please try again.')).toBeInTheDocument();
    // Also as a toast.
    await waitFor(() => expect(screen.getAllByText('Failed to load time entries. Please try again.')).toHaveLength(2));
    fireEvent.click(view.getByText('Retry'));
    expect(await view.findByTestId('time-entry-1')).toBeInTheDocument();
  });

  it('filters by the days the time was spent on', async () => {
    const server = renderCard([MINE, TOMAS]);
    const view = await card();
    await view.findByTestId('time-entry-2');
    const from = await view.findByLabelText('Spent on or after');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: day(1) } });
    fireEvent.keyDown(from, { key: 'Enter' });
    await waitFor(() => expect(view.queryByTestId('time-entry-2')).not.toBeInTheDocument());
    expect(view.getByTestId('time-entry-1')).toBeInTheDocument();
    const last = server.requests('GET', /^\/time_entries$/).at(-1)!;
    expect(JSON.parse(new URL(last.url, 'http://localhost').searchParams.get('filters')!)).toEqual([
      { work_package: { operator: '=', values: ['12'] } },
      { spent_on: { operator: '>=', values: [day(1)] } },
    ]);
  });
});
