import { render, screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser, type TestUser } from '@tessera/shared/test/user';
import { halError } from '@tessera/shared/test/fetch-mock';
import { AppProviders, MemoryRouter, Route, Routes, setCurrentUser, useLocation } from '@tessera/shared';
import ProjectsPage from '../../../exposed/ProjectsPage';
import { INITIAL_PROJECT_FILTERS } from '../../filters/model/project-filters';
import { useProjectFiltersStore } from '../../filters/model/project-filters-store';
import { useViewModeStore } from '../../list/model/view-mode-store';
import { ADMIN } from '../../../../test/fake-api';
import { createProjectServer, deferred, type FakeProject } from '../../../../test/project-server';

jest.setTimeout(45_000);

const APOLLO: FakeProject = { id: 1, name: 'Apollo', updatedAt: '2026-06-14T10:00:00Z' };
const LUNAR: FakeProject = { id: 2, name: 'Lunar module', parentId: 1, updatedAt: '2026-06-13T10:00:00Z' };
const GEMINI: FakeProject = { id: 3, name: 'Gemini', updatedAt: '2026-06-12T10:00:00Z' };
const VOSTOK: FakeProject = { id: 4, name: 'Vostok', canUpdate: false, canDelete: false, updatedAt: '2026-06-11T10:00:00Z' };
const MERCURY: FakeProject = { id: 5, name: 'Mercury', active: false, canDelete: false, updatedAt: '2026-06-10T10:00:00Z' };
const ALL = [APOLLO, LUNAR, GEMINI, VOSTOK, MERCURY];

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderList() {
  setCurrentUser(ADMIN);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/projects']}>
        <Routes>
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/:projectId" element={<div data-testid="detail-page" />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const cardIds = () => screen.queryAllByTestId('project-card').map((card) => Number(card.getAttribute('data-project-id')));
const card = (id: number) => screen.getAllByTestId('project-card').find((element) => element.getAttribute('data-project-id') === String(id))!;

async function chooseAction(user: TestUser, container: HTMLElement, label: string) {
  await user.click(within(container).getByTestId('project-actions-menu'));
  const item = await waitFor(() => {
    const items = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')];
    const found = items.find((element) => element.textContent === label);
    if (!found) throw new Error(`no menu item ${label}`);
    return found as HTMLElement;
  });
  await user.click(item);
}

beforeEach(() => {
  localStorage.clear();
  useProjectFiltersStore.setState({ filters: INITIAL_PROJECT_FILTERS });
  useViewModeStore.setState({ viewMode: 'grid' });
});

describe('project actions menu on the list', () => {
  it('is offered only on projects the server lets the caller change, and never opens the project by itself', async () => {
    createProjectServer({ projects: ALL });
    const { location } = renderList();
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 3, 4]));
    expect(within(card(1)).getByTestId('project-actions-menu')).toHaveAccessibleName('Actions for Apollo');
    expect(within(card(4)).queryByTestId('project-actions-menu')).not.toBeInTheDocument();

    const user = setupUser();
    await user.click(within(card(3)).getByTestId('project-actions-menu'));
    const labels = await waitFor(() => {
      const items = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')].map((item) => item.textContent);
      if (items.length === 0) throw new Error('menu not open');
      return items;
    });
    expect(labels).toEqual(['Open', 'Edit', 'Archive', 'Delete']);
    expect(location()).toBe('/projects');

    await user.click([...document.querySelectorAll('.ant-dropdown-menu-item')].find((item) => item.textContent === 'Open') as HTMLElement);
    expect(location()).toBe('/projects/3');
  });

  it('deletes at once from the list (with its sub-projects) and says so when the server confirms', async () => {
    const server = createProjectServer({ projects: ALL });
    const answer = deferred();
    server.holdNext('DELETE', /^\/projects\/1$/, answer.promise);
    const { location } = renderList();
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 3, 4]));
    const user = setupUser();

    await chooseAction(user, card(1), 'Delete');
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('This project has 1 sub-project. It is deleted too, with everything below it.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    // Gone before the server has answered.
    await waitFor(() => expect(cardIds()).toEqual([3, 4]));
    expect(screen.getByTestId('projects-tab-active')).toHaveTextContent('Active (2)');
    expect(screen.queryByText('Project deleted successfully')).not.toBeInTheDocument();

    answer.resolve();
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('The project has been permanently removed')).toBeInTheDocument();
    await waitFor(() => expect(cardIds()).toEqual([3, 4]));
    expect(location()).toBe('/projects');
  });

  it('puts the project back and says why when the delete fails', async () => {
    const server = createProjectServer({ projects: ALL });
    const answer = deferred();
    server.answerNext('DELETE', /^\/projects\/3$/, halError(403, 'MissingPermission', 'You are not authorized to access this resource.'), answer.promise);
    renderList();
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 3, 4]));
    const user = setupUser();

    await chooseAction(user, card(3), 'Delete');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 4]));

    answer.resolve();
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument();
    expect(screen.getByText('You are not authorized to access this resource.')).toBeInTheDocument();
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 3, 4]));
  });

  it('archives and unarchives from the menu', async () => {
    const server = createProjectServer({ projects: ALL });
    renderList();
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 3, 4]));
    const user = setupUser();

    await chooseAction(user, card(3), 'Archive');
    expect(await screen.findByText('Project archived')).toBeInTheDocument();
    expect(server.requests('PATCH', /^\/projects\/3$/).map((request) => request.body)).toEqual([{ active: false }]);
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 4]));
    expect(screen.getByTestId('projects-tab-archived')).toHaveTextContent('Archived (2)');

    await user.click(screen.getByTestId('projects-tab-archived'));
    await waitFor(() => expect(cardIds()).toEqual([3, 5]));
    await chooseAction(user, card(5), 'Unarchive');
    expect(await screen.findByText('Project unarchived')).toBeInTheDocument();
    expect(server.requests('PATCH', /^\/projects\/5$/).map((request) => request.body)).toEqual([{ active: true }]);
    await waitFor(() => expect(cardIds()).toEqual([3]));
  });

  it('offers Archive only with the archive link, and Create from template on a template the caller may copy', async () => {
    const TEMPLATE: FakeProject = { id: 6, name: 'Delivery template', templated: true, canCopy: true, canUpdate: false, canDelete: false, canArchive: false, updatedAt: '2026-06-09T10:00:00Z' };
    // A Team Leader edits but may not archive: no archive link.
    createProjectServer({ projects: [{ ...GEMINI, canArchive: false }, TEMPLATE] });
    renderList();
    await waitFor(() => expect(cardIds()).toEqual([3, 6]));
    const user = setupUser();
    const menuLabels = () => waitFor(() => {
      const items = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')].map((item) => item.textContent);
      if (items.length === 0) throw new Error('menu not open');
      return items;
    });
    await user.click(within(card(3)).getByTestId('project-actions-menu'));
    expect(await menuLabels()).toEqual(['Open', 'Edit', 'Delete']);
    await user.keyboard('{Escape}');

    await chooseAction(user, card(6), 'Create from template');
    const dialog = await screen.findByTestId('template-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('template-select')).toHaveTextContent('Delivery template'));
  });

  it('offers nothing but Unarchive on an archived project, even to who may edit and delete it', async () => {
    const ARCHIVED_TEMPLATE: FakeProject = { id: 7, name: 'Old template', active: false, templated: true, canCopy: true, updatedAt: '2026-06-08T10:00:00Z' };
    createProjectServer({ projects: [MERCURY, ARCHIVED_TEMPLATE, { id: 8, name: 'Voskhod', active: false, canArchive: false, updatedAt: '2026-06-07T10:00:00Z' }] });
    renderList();
    const user = setupUser();
    await user.click(await screen.findByTestId('projects-tab-archived'));
    await waitFor(() => expect(cardIds()).toEqual([5, 7, 8]));
    // The old template carries edit, delete and copy links; archived, it offers only Unarchive.
    await user.click(within(card(7)).getByTestId('project-actions-menu'));
    const labels = await waitFor(() => {
      const items = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')].map((item) => item.textContent);
      if (items.length === 0) throw new Error('menu not open');
      return items;
    });
    expect(labels).toEqual(['Open', 'Unarchive']);
    // Edit and delete links but no unarchive link: nothing to offer.
    expect(within(card(8)).queryByTestId('project-actions-menu')).not.toBeInTheDocument();
  });

  it('says so when archiving is refused', async () => {
    const server = createProjectServer({ projects: ALL });
    server.answerNext('PATCH', /^\/projects\/3$/, halError(403, 'MissingPermission', 'You are not allowed to archive this project.'));
    renderList();
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 3, 4]));
    await chooseAction(setupUser(), card(3), 'Archive');
    expect(await screen.findByText('Failed to archive project')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to archive this project.')).toBeInTheDocument();
    expect(cardIds()).toEqual([1, 2, 3, 4]);
  });

  it('edits from the menu; typing in the dialog does not open the project', async () => {
    const server = createProjectServer({ projects: ALL });
    const { location } = renderList();
    await waitFor(() => expect(cardIds()).toEqual([1, 2, 3, 4]));
    const user = setupUser();

    await chooseAction(user, card(3), 'Edit');
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByLabelText('Name');
    await user.clear(name);
    await fill(user, name, 'Gemini 2 ');
    await fill(user, dialog.getByLabelText('Description'), ' with crew');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(server.requests('PATCH', /^\/projects\/3$/)[0].body).toEqual({ name: 'Gemini 2', description: { raw: 'About Gemini with crew' } });
    expect(await within(card(3)).findByText('Gemini 2')).toBeInTheDocument();
    expect(location()).toBe('/projects');
  });

  it('has the menu on the rows of the list view too', async () => {
    createProjectServer({ projects: ALL });
    useViewModeStore.setState({ viewMode: 'list' });
    const { location } = renderList();
    const rows = await waitFor(() => {
      const found = screen.getAllByTestId('project-row');
      if (found.length !== 4) throw new Error('rows not loaded');
      return found;
    });
    expect(within(rows[0]).getByTestId('project-actions-menu')).toBeInTheDocument();
    expect(within(rows[3]).queryByTestId('project-actions-menu')).not.toBeInTheDocument();
    await chooseAction(setupUser(), rows[2], 'Delete');
    expect(await screen.findByTestId('delete-project-dialog')).toBeInTheDocument();
    expect(location()).toBe('/projects');
  });
});
