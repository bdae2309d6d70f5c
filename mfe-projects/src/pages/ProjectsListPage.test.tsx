import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser, type TestUser } from '@tessera/shared/test/user';
import { MemoryRouter, Route, Routes, useParams } from '@tessera/shared';
import { AppProviders, setCurrentUser, type CurrentUser } from '@tessera/shared';
import ProjectsPage from '../exposed/ProjectsPage';
import { INITIAL_PROJECT_FILTERS } from '../features/filters/model/project-filters';
import { useProjectFiltersStore } from '../features/filters/model/project-filters-store';
import { useRecentSearchesStore } from '../features/search/model/recent-searches-store';
import { VIEW_MODE_STORAGE_KEY, useViewModeStore } from '../features/list/model/view-mode-store';
import { ADMIN, MEMBER, apiError, collection, filtersOf, installFakeApi, projectHal, type FakeApi } from '../../test/fake-api';

// Whole-page tests drive many antd components in jsdom; on a busy 2-core machine a few take over 15 s.
jest.setTimeout(45_000);

const apollo = projectHal({ id: 1, name: 'Apollo', updatedAt: '2026-06-14T10:00:00Z' });
const gemini = projectHal({ id: 2, name: 'Gemini', updatedAt: '2026-06-13T10:00:00Z' }, { id: 1, name: 'Apollo' });
const mercury = projectHal({ id: 3, name: 'Mercury', active: false, public: false, updatedAt: '2026-06-12T10:00:00Z' });
const vostok = projectHal({ id: 4, name: 'Vostok template', templated: true, updatedAt: '2026-06-11T10:00:00Z' });
const ALL = [apollo, gemini, mercury, vostok];

function ProjectDetailProbe() {
  const { projectId } = useParams();
  return <div data-testid="detail-page">project {projectId}</div>;
}

function renderPage(user: CurrentUser | null = ADMIN, entry = '/projects') {
  setCurrentUser(user);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/:projectId" element={<ProjectDetailProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const cardIds = () => screen.queryAllByTestId('project-card').map((card) => card.getAttribute('data-project-id'));

let api: FakeApi;
let user: TestUser;

beforeEach(() => {
  user = setupUser();
  localStorage.clear();
  useProjectFiltersStore.setState({ filters: INITIAL_PROJECT_FILTERS });
  useViewModeStore.setState({ viewMode: 'grid' });
  useRecentSearchesStore.setState({ searches: [] });
  api = installFakeApi(() => ({ body: collection(ALL) }));
});

describe('ProjectsPage', () => {
  // Unmount before the shared setup resets the signed-in user, so no test sees the previous one's page react to it.
  afterEach(() => cleanup());

  it("opens the create dialog when asked by '?create=1' (the admin dashboard's quick action)", async () => {
    renderPage(ADMIN, '/projects?create=1');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the header, counters, tab counts and the active projects as cards', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('Manage and track your projects')).toBeInTheDocument();
    await waitFor(() => expect(cardIds()).toEqual(['1', '2', '4']));

    expect(within(screen.getByTestId('projects-counter-total')).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByTestId('projects-counter-active')).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('projects-counter-archived')).getByText('1')).toBeInTheDocument();
    expect(screen.getByTestId('projects-tab-active')).toHaveTextContent('Active (3)');
    expect(screen.getByTestId('projects-tab-archived')).toHaveTextContent('Archived (1)');

    const gem = screen.getAllByTestId('project-card')[1];
    expect(within(gem).getByText('Gemini')).toBeInTheDocument();
    expect(within(gem).getByText('in Apollo')).toBeInTheDocument();
    expect(within(gem).getByText('gemini')).toBeInTheDocument();
    expect(within(gem).getByText('About Gemini')).toBeInTheDocument();
    expect(within(gem).getByText('Active')).toBeInTheDocument();
    expect(within(gem).getByText('Public')).toBeInTheDocument();
    expect(within(gem).getByText('Jan 10, 2026')).toBeInTheDocument();
    expect(within(gem).getByText('Jun 13, 2026')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('project-card')[2]).getByText('Template')).toBeInTheDocument();

    await user.click(screen.getByTestId('projects-tab-archived'));
    await waitFor(() => expect(cardIds()).toEqual(['3']));
    const archived = screen.getByTestId('project-card');
    expect(within(archived).getByText('Archived')).toBeInTheDocument();
    expect(within(archived).getByText('Private')).toBeInTheDocument();
  });

  it('asks the server for all projects, newest first, 1000 per page', async () => {
    renderPage(ADMIN);
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    const [request] = api.projectRequests();
    expect(request.searchParams.get('pageSize')).toBe('1000');
    expect(request.searchParams.get('offset')).toBe('1');
    expect(JSON.parse(request.searchParams.get('sortBy') ?? '')).toEqual([['updatedAt', 'desc']]);
    expect(filtersOf(request)).toEqual([]);
  });

  it("sends the 'my projects' filter for non-admins, and drops it when switched off", async () => {
    renderPage(MEMBER);
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    expect(filtersOf(api.projectRequests()[0])).toEqual([{ principal: { operator: '=', values: ['me'] } }]);

    await user.click(screen.getByText('Filters'));
    await user.click(await screen.findByRole('switch', { name: 'My projects' }));
    await waitFor(() => expect(api.projectRequests()).toHaveLength(2));
    expect(filtersOf(api.projectRequests()[1])).toEqual([]);
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('1');
  });

  it('loads the next pages until every project is in, showing the progress', async () => {
    let releaseSecondPage: () => void = () => {};
    const secondPageAnswered = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    api = installFakeApi(async (url) => {
      if (url.searchParams.get('offset') === '1') return { body: collection([apollo, gemini], { total: 4, offset: 1 }) };
      await secondPageAnswered;
      return { body: collection([mercury, vostok], { total: 4, offset: 2 }) };
    });
    renderPage();
    expect(await screen.findByTestId('projects-load-progress')).toHaveTextContent('Loaded 2 of 4 projects');
    expect(api.projectRequests().map((url) => url.searchParams.get('offset'))).toEqual(['1', '2']);
    act(() => releaseSecondPage());
    await waitFor(() => expect(cardIds()).toEqual(['1', '2', '4']));
    expect(screen.queryByTestId('projects-load-progress')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('projects-counter-total')).getByText('4')).toBeInTheDocument();
  });

  it('filters the cards once typing pauses for 300 ms, ranking the best match first', async () => {
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    const search = screen.getByTestId('project-search');
    await user.click(search);
    await user.paste('gemni');
    // Debounced: the list has not changed yet.
    expect(cardIds()).toEqual(['1', '2', '4']);
    await waitFor(() => expect(cardIds()).toEqual(['2']));

    await user.clear(search);
    await fill(user, search, 'identifier:vostok');
    await waitFor(() => expect(cardIds()).toEqual(['4']));
  });

  it('shows the no-match empty state with a Clear search action', async () => {
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    await fill(user, screen.getByTestId('project-search'), 'zzzzzz');
    expect(await screen.findByText('No projects match your search criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardIds()).toEqual(['1', '2', '4']));
    expect(screen.getByTestId('project-search')).toHaveValue('');
  });

  it('shows the empty states of both tabs when there are no projects', async () => {
    api = installFakeApi(() => ({ body: collection([]) }));
    renderPage();
    expect(await screen.findByText('No active projects yet')).toBeInTheDocument();
    // The active tab's empty state offers to create one (the dialog itself is tested in features/create).
    expect(screen.getByTestId('empty-create-project-button')).toBeInTheDocument();
    await user.click(screen.getByTestId('projects-tab-archived'));
    expect(await screen.findByText('No archived projects')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-create-project-button')).not.toBeInTheDocument();
  });

  it('focuses the search with Ctrl+K and Cmd+K, and Escape clears and leaves it', async () => {
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    const search = screen.getByTestId('project-search');
    expect(search).not.toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    expect(search).toHaveFocus();
    await user.paste('apollo');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(search).not.toHaveFocus();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(search).toHaveFocus();
  });

  it('switches to the list view, and remembers the choice', async () => {
    const { unmount } = renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    await user.click(screen.getByText('List'));
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(3));
    expect(screen.queryByTestId('project-card')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(VIEW_MODE_STORAGE_KEY) ?? '{}').state.viewMode).toBe('list');
    unmount();

    // A fresh load of the store (as after a reload) reads the persisted choice.
    const persisted = localStorage.getItem(VIEW_MODE_STORAGE_KEY) ?? '';
    useViewModeStore.setState({ viewMode: 'grid' });
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, persisted);
    await act(() => useViewModeStore.persist.rehydrate());
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(3));
    expect(screen.getAllByTestId('project-row').map((row) => row.getAttribute('data-project-id'))).toEqual(['1', '2', '4']);
  });

  it('cuts a long name to two lines on cards and rows, with the whole name in its title, and lays the list out in fixed columns', async () => {
    const long = `${'Interplanetary logistics '.repeat(8)}${'x'.repeat(55)}`;
    api = installFakeApi(() => ({ body: collection([projectHal({ id: 9, name: long, updatedAt: '2026-06-15T10:00:00Z' }, { id: 1, name: long })]) }));
    renderPage();
    const cardName = await screen.findByTestId('project-card-name');
    expect(cardName).toHaveAttribute('title', long);
    // (jsdom keeps no -webkit-line-clamp: the browser check measures the lines.)
    const clamped = (element: HTMLElement) => {
      expect(element.getAttribute('style')).toContain('overflow-wrap: anywhere');
      expect(element.getAttribute('style')).toContain('overflow: hidden');
    };
    clamped(cardName);
    await user.click(screen.getByText('List'));
    const rowName = await screen.findByTestId('project-row-name');
    expect(rowName).toHaveAttribute('title', long);
    clamped(rowName);
    // Fixed columns: a long cell cannot widen the table past its area (it had a horizontal scroll).
    expect(screen.getByTestId('projects-table').querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
  });

  it('opens the project page when a card or a row is clicked', async () => {
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    await user.click(within(screen.getAllByTestId('project-card')[1]).getByText('Gemini'));
    expect(await screen.findByTestId('detail-page')).toHaveTextContent('project 2');
  });

  it("opens a project with Enter on its name's link, on a card and in a row; the card is no link around its menu", async () => {
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    const gemini = within(screen.getAllByTestId('project-card')[1]);
    expect(gemini.getByRole('heading', { level: 2, name: 'Gemini' })).toBeInTheDocument();
    const link = gemini.getByRole('link', { name: 'Gemini' });
    expect(link).toHaveAttribute('href', '/projects/2');
    expect(screen.getAllByTestId('project-card')[1]).not.toHaveAttribute('role');
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('detail-page')).toHaveTextContent('project 2');

    cleanup();
    useViewModeStore.setState({ viewMode: 'list' });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(3));
    const row = screen.getAllByTestId('project-row')[2];
    expect(row).not.toHaveAttribute('role');
    within(row).getByRole('link', { name: 'Vostok template' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('detail-page')).toHaveTextContent('project 4');
  });

  it('opens the project page from a list row', async () => {
    useViewModeStore.setState({ viewMode: 'list' });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('project-row')).toHaveLength(3));
    await user.click(within(screen.getAllByTestId('project-row')[2]).getByText('Vostok template'));
    expect(await screen.findByTestId('detail-page')).toHaveTextContent('project 4');
  });

  it("shows the server's message and loads again on Retry", async () => {
    let fail = true;
    api = installFakeApi(() => (fail ? apiError(400, 'InvalidQuery', 'Unknown filter: principal') : { body: collection(ALL) }));
    renderPage();
    expect(await screen.findByText('Failed to load projects')).toBeInTheDocument();
    expect(screen.getByText('Unknown filter: principal')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardIds()).toEqual(['1', '2', '4']));
    expect(screen.queryByText('Failed to load projects')).not.toBeInTheDocument();
  });

  it('refetches on Refresh', async () => {
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    api.fetch.mockClear();
    const renamed = projectHal({ id: 1, name: 'Apollo renamed', updatedAt: '2026-06-14T10:00:00Z' });
    installFakeApi(() => ({ body: collection([renamed, gemini, mercury, vostok]) }));
    await user.click(screen.getByTestId('projects-refresh'));
    expect(await screen.findByText('Apollo renamed')).toBeInTheDocument();
  });

  it('paginates the grid 24 cards per page', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      projectHal({ id: i + 1, name: `Project ${String(i + 1).padStart(2, '0')}`, updatedAt: `2026-06-${String(30 - i).padStart(2, '0')}T10:00:00Z` }),
    );
    api = installFakeApi(() => ({ body: collection(many) }));
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(24));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(cardIds()).toEqual(['25', '26', '27', '28', '29', '30']));
  });

  it('retries a server failure 3 times before showing the error', async () => {
    jest.useFakeTimers();
    try {
      api = installFakeApi(() => apiError(500, 'InternalServerError', 'The database is not answering'));
      renderPage();
      // React Query waits 1 s, 2 s and 4 s between the tries.
      await act(() => jest.advanceTimersByTimeAsync(8_000));
      expect(api.projectRequests()).toHaveLength(4);
      expect(screen.getByText('Failed to load projects')).toBeInTheDocument();
      expect(screen.getByText('The database is not answering')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a failed further page and loads it on Retry', async () => {
    let failSecondPage = true;
    api = installFakeApi((url) => {
      if (url.searchParams.get('offset') === '1') return { body: collection([apollo, gemini], { total: 4, offset: 1 }) };
      if (failSecondPage) return apiError(403, 'MissingPermission', 'You are not allowed to see these projects.');
      return { body: collection([mercury, vostok], { total: 4, offset: 2 }) };
    });
    renderPage();
    expect(await screen.findByText('Loaded 2 of 4 projects. You are not allowed to see these projects.')).toBeInTheDocument();
    expect(cardIds()).toEqual(['1', '2']);
    failSecondPage = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardIds()).toEqual(['1', '2', '4']));
    expect(screen.queryByText(/Loaded 2 of 4/)).not.toBeInTheDocument();
  });

  it('counts active filters, filters the list, and clears them', async () => {
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    await user.click(screen.getByText('Filters'));
    await user.click(await screen.findByText('Last week'));
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('2');
    expect(screen.getByTestId('projects-tab-active')).toHaveTextContent('Active (0)');
    expect(screen.getByText('No projects match your search criteria')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(cardIds()).toEqual(['1', '2', '4']));
    expect(screen.getByTestId('projects-tab-archived')).toHaveTextContent('Archived (1)');
  });

  it('suggests project names and identifiers, and remembers chosen searches', async () => {
    renderPage();
    await waitFor(() => expect(cardIds()).toHaveLength(3));
    const search = screen.getByTestId('project-search');
    await user.click(search);
    await user.paste('gem');
    const suggestion = await waitFor(() => {
      const item = document.querySelector('.ant-select-item-option[title="Gemini"]');
      if (!item) throw new Error('no Gemini suggestion');
      return item;
    });
    expect(document.querySelector('.ant-select-item-option[title="gemini"]')).toBeNull(); // same as the name: listed once
    await user.click(suggestion);
    expect(search).toHaveValue('Gemini');
    await waitFor(() => expect(cardIds()).toEqual(['2']));
    expect(useRecentSearchesStore.getState().searches).toEqual(['Gemini']);

    // With the box empty, the dropdown offers the recent searches.
    await user.clear(search);
    await user.click(document.body);
    await user.click(search);
    expect(await screen.findByText('Recent search')).toBeInTheDocument();
    expect(document.querySelector('.ant-select-item-option[title="Gemini"]')).not.toBeNull();

    // One flat list (no group headers, which antd marks up with invalid ARIA); its last option clears the recent searches.
    expect(document.querySelector('.ant-select-item-group')).toBeNull();
    await user.click(await screen.findByText('Clear recent searches'));
    expect(useRecentSearchesStore.getState().searches).toEqual([]);
    expect(search).toHaveValue('');
  });

  it('shows the signed-out placeholder without loading projects', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to view and manage your projects')).toBeInTheDocument();
    expect(api.projectRequests()).toHaveLength(0);
  });
});
