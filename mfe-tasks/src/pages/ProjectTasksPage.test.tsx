import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import ProjectTasksView, { NO_MATCHING_TASKS_MESSAGE, NO_TASKS_MESSAGE } from './ProjectTasksPage';
import { wpHal } from '../entities/task/testing/fixtures';
import { createTasksServer } from '../entities/task/testing/tasks-server';
import { currentSearchParams, renderWithSuite } from '../entities/task/testing/render';
import { useTaskFiltersStore } from '../features/filters';
import { COLUMNS_LOAD_FAILED_MESSAGE } from '../features/board';
import { INVALID_TASKS_DATA_MESSAGE } from '../entities/task';

const GRACE = { id: 7, name: 'Grace Hopper' };
const ALAN = { id: 10, name: 'Alan Turing' };
const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
const nextWeek = dayjs().add(7, 'day');

function boardPackages() {
  return [
    wpHal(
      1,
      {
        subject: 'Pay with a saved card',
        description: { format: 'markdown', raw: '', html: `<p>${'Long description '.repeat(10)}</p>` },
        dueDate: yesterday,
        storyPoints: 8,
        commentCount: 2,
      },
      { typeId: 3, priorityId: 9, assignee: GRACE },
    ),
    wpHal(2, { subject: 'Write the release notes', dueDate: nextWeek.format('YYYY-MM-DD') }, { statusId: 2, assignee: ALAN }),
    wpHal(3, { subject: 'Old bug' }, { statusId: 4, typeId: 2, priorityId: 7 }),
  ];
}

afterEach(() => useTaskFiltersStore.setState({ byProject: {} }));

describe('ProjectTasksView: board', () => {
  it('coming back to the board within the stale time asks for neither the tasks nor the summary again', async () => {
    const server = createTasksServer({ workPackages: boardPackages() });
    const first = renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    await screen.findByTestId('task-card-1');
    await waitFor(() => expect(within(screen.getByTestId('task-summary-total')).getByText('3')).toBeInTheDocument());
    const reads = server.requests('GET', /work_packages/).length;
    first.unmount();
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    await screen.findByTestId('task-card-1');
    expect(within(screen.getByTestId('task-summary-total')).getByText('3')).toBeInTheDocument();
    // Long enough for a refetch on mount to have gone out.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(server.requests('GET', /work_packages/)).toHaveLength(reads);
  });

  it('shows the summary, a column per status with its cards, and selects a clicked task in the URL', async () => {
    createTasksServer({ workPackages: boardPackages() });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);

    const card = await screen.findByTestId('task-card-1');
    expect(within(screen.getByTestId('task-summary-total')).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('task-summary-completed')).getByText('1')).toBeInTheDocument();
    // One column per server status, Rejected included, in order.
    expect(screen.getAllByTestId(/^board-column-\d+$/).map((column) => column.getAttribute('data-testid'))).toEqual(
      ['board-column-1', 'board-column-2', 'board-column-3', 'board-column-4', 'board-column-5'],
    );
    expect(within(screen.getByTestId('board-column-2')).getByTestId('task-card-2')).toBeInTheDocument();
    expect(within(screen.getByTestId('board-column-4')).getByTestId('task-card-3')).toBeInTheDocument();

    // The card: title, type, priority, points, cut description, comments, avatar and the overdue mark.
    const inCard = within(card);
    expect(inCard.getByText('Pay with a saved card')).toBeInTheDocument();
    expect(inCard.getByText(/^Long description/).textContent).toHaveLength(101);
    expect(inCard.getByLabelText('Grace Hopper')).toHaveTextContent('GH');
    expect(inCard.getByTestId('card-due')).toHaveAttribute('data-overdue', 'true');
    // Its accessible name is its visible text, with words for what colours and icons say (no aria-label that would
    // hide the visible text from speech input).
    expect(card).not.toHaveAttribute('aria-label');
    const name = /^Type: User story Priority: High Story points: 8 pts Pay with a saved card Long description.* 2 comments .*Overdue, due /;
    expect(card).toHaveAccessibleName(name);
    expect(card).toHaveAccessibleDescription(/space to lift/);
    expect(within(screen.getByTestId('task-card-2')).queryByText(/^Overdue/)).toBeNull();

    // Empty columns invite a drop.
    expect(within(screen.getByTestId('board-column-3')).getByText('Drop tasks here')).toBeInTheDocument();

    fireEvent.click(card);
    expect(currentSearchParams().get('task')).toBe('1');
  });

  it('renders a long column in steps, counting every card in its header', async () => {
    createTasksServer({ workPackages: Array.from({ length: 35 }, (_, index) => wpHal(index + 1)) });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    const column = within(await screen.findByTestId('board-column-1'));
    await column.findByTestId('task-card-1');
    expect(column.getByText('35')).toBeInTheDocument();
    expect(column.getAllByTestId(/^task-card-/)).toHaveLength(30);
    fireEvent.click(column.getByRole('button', { name: 'Show 5 more (5 not shown)' }));
    expect(column.getAllByTestId(/^task-card-/)).toHaveLength(35);
    expect(column.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('says so when the project has no tasks yet', async () => {
    createTasksServer({ workPackages: [] });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    expect(await screen.findByText(NO_TASKS_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText('Drop tasks here')).toHaveLength(5);
  });

  it('says the columns could not be loaded when the statuses fail', async () => {
    const server = createTasksServer({ workPackages: boardPackages() });
    server.override(({ url }) => (url.startsWith('/api/v3/statuses') ? halError(500, 'InternalServerError', 'Boom') : undefined));
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    expect(await screen.findByText(COLUMNS_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('says the tasks data is invalid when the answer holds no list', async () => {
    const server = createTasksServer();
    server.override(({ url }) => (url.includes('/work_packages?') ? jsonResponse(200, { _type: 'Collection', total: 2 }) : undefined));
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    expect(await screen.findByText(INVALID_TASKS_DATA_MESSAGE)).toBeInTheDocument();
  });
});

describe('ProjectTasksView: what the project allows', () => {
  it("offers 'Create New Task' only when the server offers it", async () => {
    createTasksServer({ workPackages: boardPackages(), project: { canAddTasks: false } });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    await screen.findByTestId('task-card-1');
    await waitFor(() => expect(screen.getByTestId('task-summary-total')).toHaveTextContent('3'));
    expect(screen.queryByTestId('create-task-button')).toBeNull();
    expect(screen.queryByText('This project is archived')).toBeNull();
  });

  it('an archived project: says so and offers no create; its cards still open the panel', async () => {
    createTasksServer({ workPackages: boardPackages(), project: { archived: true } });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    expect(await screen.findByText('This project is archived')).toBeInTheDocument();
    await screen.findByTestId('task-card-1');
    expect(screen.queryByTestId('create-task-button')).toBeNull();
    // Cards still open the panel (by click, or Enter on the focusable card); they are just not offered for dragging.
    const card = screen.getByTestId('task-card-1');
    expect(card).toHaveAttribute('tabindex', '0');
    expect(card).toHaveAttribute('role', 'button');
    expect(card).not.toHaveAttribute('data-rfd-drag-handle-draggable-id');
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(currentSearchParams().get('task')).toBe('1');
  });

  it('an active project where the user may add tasks offers the dialog', async () => {
    createTasksServer({ workPackages: boardPackages() });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    fireEvent.click(await screen.findByTestId('create-task-button'));
    expect(await screen.findByTestId('create-task-dialog')).toBeInTheDocument();
  });

  it('cards show the description as plain text: the markup is gone, the words stay', async () => {
    createTasksServer({
      workPackages: [wpHal(1, { description: { format: 'markdown', raw: '**Ship** it <img src=x onerror=alert(1)>', html: '<p><strong>Ship</strong> it &amp; <em>tell</em> <img src="x" /></p>' } })],
    });
    renderWithSuite(<ProjectTasksView projectId={5} mode="kanban" />);
    const card = await screen.findByTestId('task-card-1');
    expect(card).toHaveTextContent('Ship it & tell');
    expect(card.textContent).not.toMatch(/\*\*|<img|<strong/);
    expect(card.querySelector('strong, img')).toBeNull();
  });
});

describe('ProjectTasksView: list and calendar', () => {
  it('lists tasks 50 to a page and opens one from its title', async () => {
    createTasksServer({ workPackages: Array.from({ length: 60 }, (_, index) => wpHal(index + 1)) });
    renderWithSuite(<ProjectTasksView projectId={5} mode="list" />);
    const list = await screen.findByTestId('tasks-list');
    await within(list).findByTestId('task-row-1');
    expect(within(list).getAllByTestId(/^task-row-\d+$/)).toHaveLength(50);
    expect(within(list).getByText('60 tasks')).toBeInTheDocument();
    // A real link (reachable by Tab, Enter follows it) to the page with the task selected.
    expect(within(list).getByRole('link', { name: 'Task 7' })).toHaveAttribute('href', '?task=7');
    fireEvent.click(within(list).getByTestId('task-row-title-7'));
    expect(currentSearchParams().get('task')).toBe('7');
  });

  it('says why the list is empty: no tasks at all, or none matching the filters', async () => {
    createTasksServer({ workPackages: [wpHal(1, {}, { assignee: ALAN })] });
    renderWithSuite(<ProjectTasksView projectId={5} mode="list" />, { userId: GRACE.id });
    await within(await screen.findByTestId('tasks-list')).findByTestId('task-row-1');
    fireEvent.click(screen.getByTestId('my-tasks-toggle'));
    expect(await screen.findByText(NO_MATCHING_TASKS_MESSAGE)).toBeInTheDocument();
  });

  it('places tasks on their due dates in the month and opens them; months can be changed', async () => {
    const due = nextWeek.format('YYYY-MM-DD');
    createTasksServer({ workPackages: [wpHal(2, { subject: 'Release', dueDate: due })] });
    renderWithSuite(<ProjectTasksView projectId={5} mode="calendar" />);
    const calendar = await screen.findByTestId('tasks-calendar');
    // Today is marked in the month the calendar opens on (next week may be in the next month).
    expect(within(calendar).getByTestId(`calendar-day-${dayjs().format('YYYY-MM-DD')}`)).toHaveAttribute('data-today', 'true');
    if (nextWeek.format('YYYY-MM') !== dayjs().format('YYYY-MM')) {
      fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    }
    const day = within(calendar).getByTestId(`calendar-day-${due}`);
    fireEvent.click(within(day).getByTestId('calendar-task-2'));
    expect(currentSearchParams().get('task')).toBe('2');
    const title = within(calendar).getByTestId('calendar-month').textContent;
    fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(within(calendar).getByTestId('calendar-month').textContent).not.toBe(title));
    await act(async () => {});
  });
});
