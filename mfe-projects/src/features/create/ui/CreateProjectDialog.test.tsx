import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser } from '@tessera/shared/test/user';
import { AppProviders, MemoryRouter, Route, Routes, setCurrentUser, useParams, type CurrentUser } from '@tessera/shared';
import ProjectsPage from '../../../exposed/ProjectsPage';
import { ADMIN, MEMBER, collection, projectHal, withActions } from '../../../../test/fake-api';
import { INITIAL_PROJECT_FILTERS } from '../../filters/model/project-filters';
import { useProjectFiltersStore } from '../../filters/model/project-filters-store';
import { useCreationDialogsStore } from '../../../entities/project/model/creation-dialogs-store';
import { halError, installRoutes, jsonResponse, type RoutedApi } from '../testing/api-routes';
import { chooseOption } from '../testing/select';

// Dialog journeys drive many antd components in jsdom; on a busy 2-core machine some take well over 15 s.
jest.setTimeout(60_000);

// As an admin sees them: every action link (add_subprojects: createSubproject; copy_projects: copy).
const apollo = withActions(projectHal({ id: 1, name: 'Apollo' }), 'createSubproject', 'copy');
const mercury = withActions(projectHal({ id: 3, name: 'Mercury', active: false }), 'createSubproject', 'copy');
const vostok = withActions(projectHal({ id: 4, name: 'Vostok template', templated: true }), 'createSubproject', 'copy');

function DetailProbe() {
  const { projectId } = useParams();
  return <div data-testid="detail-page">project {projectId}</div>;
}

function renderPage(user: CurrentUser = ADMIN) {
  setCurrentUser(user);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/projects']}>
        <Routes>
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/:projectId" element={<DetailProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

let api: RoutedApi;
let createAnswer: (body: Record<string, unknown>) => ReturnType<typeof jsonResponse>;

beforeEach(() => {
  localStorage.clear();
  useProjectFiltersStore.setState({ filters: INITIAL_PROJECT_FILTERS });
  useCreationDialogsStore.getState().reset();
  createAnswer = (body) => jsonResponse(201, projectHal({ id: 9, name: String(body.name) }));
  api = installRoutes({
    'GET /projects': () => jsonResponse(200, collection([apollo, mercury, vostok])),
    'POST /projects': (request) => createAnswer(request.body as Record<string, unknown>),
  });
});

afterEach(() => cleanup());

async function openCreateDialog() {
  const user = setupUser();
  renderPage();
  await user.click(await screen.findByTestId('new-project-button'));
  const dialog = await screen.findByTestId('create-project-dialog');
  return { user, dialog };
}

describe('Create dialog: New Project', () => {
  it("opens from the header with the 'New Project' and 'From Template' tabs, and requires a name", async () => {
    const { user, dialog } = await openCreateDialog();
    expect(within(dialog).getByRole('tab', { name: 'New Project' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'From Template' })).toBeInTheDocument();
    // New projects default to public and active, not a template.
    expect(within(dialog).getByRole('switch', { name: 'Public' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Template' })).not.toBeChecked();

    await user.click(within(dialog).getByTestId('create-project-submit'));
    expect(await within(dialog).findByText('Project name is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByTestId('create-project-name'), '   ');
    await user.click(within(dialog).getByTestId('create-project-submit'));
    expect(await within(dialog).findByText('Project name is required')).toBeInTheDocument();
    expect(api.calls('POST /projects')).toHaveLength(0);
  });

  it('lowercases the identifier as typed, checks its pattern, and shows the derived one when blank', async () => {
    const { user, dialog } = await openCreateDialog();
    const name = within(dialog).getByTestId('create-project-name');
    const identifier = within(dialog).getByTestId('create-project-identifier');
    await fill(user, name, 'Lunar Base 2!');
    // The derived identifier follows the name once the form has passed the change on (a task later).
    await waitFor(() => expect(identifier).toHaveAttribute('placeholder', 'lunar_base_2'));
    expect(within(dialog).getByText('Used in links. Leave blank to use "lunar_base_2".')).toBeInTheDocument();

    await user.type(identifier, 'Lunar-Base');
    expect(identifier).toHaveValue('lunar-base');
    expect(
      await within(dialog).findByText('Identifier can only contain lowercase letters, numbers, and underscores'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('create-project-submit'));
    expect(api.calls('POST /projects')).toHaveLength(0);

    await user.clear(identifier);
    await user.type(identifier, 'LUNAR_2');
    expect(identifier).toHaveValue('lunar_2');
    await waitFor(() =>
      expect(within(dialog).queryByText('Identifier can only contain lowercase letters, numbers, and underscores')).not.toBeInTheDocument(),
    );
  });

  it('says a name over 255 characters is too long instead of cutting it, and toasts a long name wrapped', async () => {
    const { user, dialog } = await openCreateDialog();
    const long = `${'Interplanetary logistics '.repeat(10)}${'x'.repeat(50)}`;
    expect(long).toHaveLength(300);
    await fill(user, within(dialog).getByTestId('create-project-name'), long);
    expect(within(dialog).getByTestId('create-project-name')).toHaveValue(long);
    expect(await within(dialog).findByText('Name is too long (maximum is 255 characters).')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('create-project-submit'));
    expect(api.calls('POST /projects')).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('create-project-name'));
    await fill(user, within(dialog).getByTestId('create-project-name'), long.slice(0, 255));
    await fill(user, within(dialog).getByTestId('create-project-identifier'), 'logistics');
    await user.click(within(dialog).getByTestId('create-project-submit'));
    const toast = await screen.findByText(`Project "${long.slice(0, 255)}" created successfully!`);
    // Wraps within the screen (breaking a long word anywhere) rather than running off it.
    expect(toast.getAttribute('style')).toContain('overflow-wrap: anywhere');
    expect(toast.getAttribute('style')).toContain('max-width: min(640px, calc(100vw - 96px))');
  });

  it('refuses a blank identifier when the name has nothing to derive one from', async () => {
    const { user, dialog } = await openCreateDialog();
    await fill(user, within(dialog).getByTestId('create-project-name'), '!!!');
    await user.click(within(dialog).getByTestId('create-project-submit'));
    expect(await within(dialog).findByText('Enter an identifier: the name has no letters or digits to derive one from')).toBeInTheDocument();
    expect(api.calls('POST /projects')).toHaveLength(0);
  });

  it('posts the OpenProject body, toasts, refreshes the list and opens the new project', async () => {
    const { user, dialog } = await openCreateDialog();
    await fill(user, within(dialog).getByTestId('create-project-name'), 'Lunar Base');
    await user.click(within(dialog).getByRole('switch', { name: 'Template' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Public' }));
    // Archived projects are not offered as parents.
    await user.click(within(screen.getByTestId('parent-project-select')).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Apollo"]')).not.toBeNull());
    expect(document.querySelector('.ant-select-item-option[title="Mercury"]')).toBeNull();
    await user.click(document.querySelector('.ant-select-item-option[title="Apollo"]') as HTMLElement);
    const listLoads = api.calls('GET /projects').length;
    await user.click(within(dialog).getByTestId('create-project-submit'));

    expect(await screen.findByTestId('detail-page')).toHaveTextContent('project 9');
    expect(api.calls('POST /projects').map((request) => request.body)).toEqual([
      {
        name: 'Lunar Base',
        identifier: 'lunar_base',
        description: { raw: 'No description provided', format: 'markdown' },
        public: false,
        active: true,
        templated: true,
        _links: { parent: { href: '/api/v3/projects/1' } },
      },
    ]);
    expect(await screen.findByText('Project "Lunar Base" created successfully!')).toBeInTheDocument();
    // The list was invalidated while still shown: it loaded again.
    expect(api.calls('GET /projects')).toHaveLength(listLoads + 1);
  });

  it("shows the server's 422 on the field it names and keeps what was typed", async () => {
    createAnswer = () => halError(422, 'PropertyConstraintViolation', 'Identifier has already been taken.', 'identifier');
    const { user, dialog } = await openCreateDialog();
    await fill(user, within(dialog).getByTestId('create-project-name'), 'Apollo');
    await fill(user, within(dialog).getByTestId('create-project-description'), 'Second try');
    await user.click(within(dialog).getByTestId('create-project-submit'));

    const identifierItem = within(dialog).getByTestId('create-project-identifier').closest('.ant-form-item') as HTMLElement;
    expect(await within(identifierItem).findByText('Identifier has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('create-project-name')).toHaveValue('Apollo');
    expect(within(dialog).getByTestId('create-project-description')).toHaveValue('Second try');
    expect(screen.getByTestId('create-project-dialog')).toBeVisible();
    expect(screen.queryByTestId('detail-page')).not.toBeInTheDocument();
  });

  it('shows a refusal without a field in the dialog', async () => {
    createAnswer = () => halError(403, 'MissingPermission', 'Only administrators and managers can create top-level projects.');
    const { user, dialog } = await openCreateDialog();
    await fill(user, within(dialog).getByTestId('create-project-name'), 'Apollo 2');
    await user.click(within(dialog).getByTestId('create-project-submit'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create project');
    expect(alert).toHaveTextContent('Only administrators and managers can create top-level projects.');
    expect(within(dialog).getByTestId('create-project-name')).toHaveValue('Apollo 2');
  });

  it('asks members for a parent project, since only admins and managers create top-level ones', async () => {
    const user = setupUser();
    renderPage(MEMBER);
    await user.click(await screen.findByTestId('new-project-button'));
    const dialog = await screen.findByTestId('create-project-dialog');
    await fill(user, within(dialog).getByTestId('create-project-name'), 'Study group');
    await user.click(within(dialog).getByTestId('create-project-submit'));
    expect(
      await within(dialog).findByText('Choose a parent project: only administrators and managers can create top-level projects'),
    ).toBeInTheDocument();
    expect(api.calls('POST /projects')).toHaveLength(0);
    await chooseOption(user, 'parent-project-select', 'Apollo');
    await user.click(within(dialog).getByTestId('create-project-submit'));
    expect(await screen.findByTestId('detail-page')).toHaveTextContent('project 9');
    expect(api.calls('POST /projects')[0].body).toMatchObject({ name: 'Study group', _links: { parent: { href: '/api/v3/projects/1' } } });
  });

  it('offers a member only what the server lets them create: sub-projects where they may add them, copies of templates they may copy', async () => {
    // Grace may add sub-projects to Apollo and copy the Vostok template; Gemini and the Soyuz template are only visible.
    const gemini = projectHal({ id: 5, name: 'Gemini' });
    const soyuz = projectHal({ id: 6, name: 'Soyuz template', templated: true });
    const asMember = [withActions(projectHal({ id: 1, name: 'Apollo' }), 'createSubproject'), gemini, withActions(projectHal({ id: 4, name: 'Vostok template', templated: true }), 'copy'), soyuz];
    api = installRoutes({ 'GET /projects': () => jsonResponse(200, collection(asMember)) });
    const user = setupUser();
    renderPage(MEMBER);
    const button = await screen.findByTestId('new-project-button');
    expect(button).toHaveTextContent('New Sub-project');
    expect(screen.getByTestId('from-template-button')).toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByTestId('create-project-dialog');
    await user.click(within(screen.getByTestId('parent-project-select')).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Apollo"]')).not.toBeNull());
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(offered).toEqual(['Apollo']);

    // The template tab lists only the template she may copy.
    await user.click(within(dialog).getByRole('tab', { name: 'From Template' }));
    await user.click(within(within(dialog).getByTestId('template-select')).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="vostok_template"]')).not.toBeNull());
    expect(document.querySelector('.ant-select-item-option[title="soyuz_template"]')).toBeNull();
  });

  it('offers a member who may create nothing no New Project and no From Template', async () => {
    api = installRoutes({ 'GET /projects': () => jsonResponse(200, collection([projectHal({ id: 5, name: 'Gemini' }), withActions(projectHal({ id: 6, name: 'Soyuz template', templated: true }), 'copy')])) });
    renderPage(MEMBER);
    expect(await screen.findAllByTestId('project-card')).toHaveLength(2);
    expect(screen.queryByTestId('new-project-button')).not.toBeInTheDocument();
    // A template she may copy, but nowhere to put the copy: no From Template either.
    expect(screen.queryByTestId('from-template-button')).not.toBeInTheDocument();
  });

  it("offers no 'Create Project' in the empty state to a member who may create nothing", async () => {
    api = installRoutes({ 'GET /projects': () => jsonResponse(200, collection([])) });
    renderPage(MEMBER);
    expect(await screen.findByText('No active projects yet')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-create-project-button')).not.toBeInTheDocument();
  });

  it('offers admins and managers New Project, and From Template only when a template may be copied', async () => {
    api = installRoutes({ 'GET /projects': () => jsonResponse(200, collection([projectHal({ id: 6, name: 'Soyuz template', templated: true })])) });
    renderPage({ ...MEMBER, roleType: 'manager', isManager: true, globalRoles: ['Manager'] });
    expect(await screen.findByTestId('new-project-button')).toHaveTextContent('New Project');
    expect(screen.queryByTestId('from-template-button')).not.toBeInTheDocument();
  });

  it("opens from the 'No active projects yet' empty state", async () => {
    api = installRoutes({ 'GET /projects': () => jsonResponse(200, collection([])) });
    const user = setupUser();
    renderPage();
    expect(await screen.findByText('No active projects yet')).toBeInTheDocument();
    await user.click(screen.getByTestId('empty-create-project-button'));
    expect(await screen.findByTestId('create-project-dialog')).toBeVisible();
    expect(within(screen.getByTestId('create-project-dialog')).getByRole('tab', { name: 'New Project' })).toHaveAttribute('aria-selected', 'true');
  });
});
