import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser, type TestUser } from '@tessera/shared/test/user';
import { AppProviders, MemoryRouter, Route, Routes, filtersParam, setCurrentUser, type ErrorHal } from '@tessera/shared';
import ProjectsPage from '../../../exposed/ProjectsPage';
import { ADMIN, collection, copyFormHal, jobStatusHal, projectHal, withActions } from '../../../../test/fake-api';
import { INITIAL_PROJECT_FILTERS } from '../../filters/model/project-filters';
import { useProjectFiltersStore } from '../../filters/model/project-filters-store';
import { useCreationDialogsStore } from '../../../entities/project/model/creation-dialogs-store';
import { halError, installRoutes, jsonResponse, type ApiRequest, type RouteAnswer, type RoutedApi } from '../../create/testing/api-routes';
import { chooseOption } from '../../create/testing/select';
import { TEMPLATE_FILTERS } from '../api/templates';

jest.setTimeout(90_000);

// As an admin sees them: they may add sub-projects anywhere and copy any template.
const apollo = withActions(projectHal({ id: 1, name: 'Apollo' }), 'createSubproject', 'copy');
const course = withActions(projectHal({ id: 4, name: 'Course template', templated: true }), 'createSubproject', 'copy');
const sprintKit = withActions(projectHal({ id: 5, name: 'Sprint kit', templated: true }), 'createSubproject', 'copy');
const JOB_ID = 'c0ffee00-0000-4000-8000-000000000042';

const isTemplatesRequest = (request: ApiRequest) => request.searchParams.get('filters') === filtersParam(TEMPLATE_FILTERS);

/** The server's copy form: every OpenProject flag, only some of which this version copies (`available`). */
const copyForm = (validationErrors: Record<string, ErrorHal> = {}) =>
  jsonResponse(200, copyFormHal(4, { available: ['copyMembers', 'copyVersions', 'copyWorkPackages', 'copyWorkPackageAttachments'], validationErrors }));
const queued = () => jsonResponse(200, jobStatusHal(JOB_ID, 'in_queue'));

let api: RoutedApi;
let templates = [course, sprintKit];
let copyFormAnswer: () => RouteAnswer;
let copyAnswer: () => RouteAnswer;

function renderPage() {
  setCurrentUser(ADMIN);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/projects']}>
        <Routes>
          <Route path="/projects" element={<ProjectsPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useProjectFiltersStore.setState({ filters: INITIAL_PROJECT_FILTERS });
  useCreationDialogsStore.getState().reset();
  templates = [course, sprintKit];
  copyFormAnswer = () => copyForm();
  copyAnswer = queued;
  api = installRoutes({
    'GET /projects': (request) => jsonResponse(200, collection(isTemplatesRequest(request) ? templates : [apollo, course, sprintKit])),
    'POST /projects/4/copy/form': () => copyFormAnswer(),
    'POST /projects/4/copy': () => copyAnswer(),
    [`GET /job_statuses/${JOB_ID}`]: queued,
  });
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

async function openTemplateDialog(user: TestUser = setupUser()) {
  renderPage();
  await user.click(await screen.findByTestId('from-template-button'));
  const dialog = await screen.findByTestId('template-dialog');
  return { user, dialog };
}

async function fillTemplateForm(user: TestUser, dialog: HTMLElement) {
  await chooseOption(user, 'template-select', 'Course template');
  await user.click(within(dialog).getByTestId('template-project-name'));
  await user.paste('Fall Course 2026');
  await waitFor(() => expect(within(dialog).getByTestId('template-submit')).toBeEnabled());
}

describe("'Create Project from Template'", () => {
  it('offers the visible templates, generates the identifier from the name, and waits for template and name', async () => {
    const { user, dialog } = await openTemplateDialog();
    expect(within(dialog).getByText('Create Project from Template')).toBeInTheDocument();
    const templateRequests = () => api.calls('GET /projects').filter(isTemplatesRequest);
    await waitFor(() => expect(templateRequests()).toHaveLength(1));
    expect(JSON.parse(templateRequests()[0].searchParams.get('filters') ?? '')).toEqual([
      { templated: { operator: '=', values: ['t'] } },
      { active: { operator: '=', values: ['t'] } },
    ]);

    const submit = within(dialog).getByTestId('template-submit');
    expect(submit).toBeDisabled();
    await chooseOption(user, 'template-select', 'Course template');
    expect(submit).toBeDisabled();
    const name = within(dialog).getByTestId('template-project-name');
    const identifier = within(dialog).getByTestId('template-project-identifier');
    await fill(user, name, ' Fall Course: 2026! ');
    expect(identifier).toHaveValue('fall_course__2026');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(name);
    await waitFor(() => expect(submit).toBeDisabled());

    // Once edited, the identifier no longer follows the name; it is lowercased as typed and checked.
    await fill(user, name, 'Fall');
    await user.clear(identifier);
    await user.type(identifier, 'My-Course');
    expect(identifier).toHaveValue('my-course');
    expect(await within(dialog).findByText('Identifier can only contain lowercase letters, numbers, and underscores')).toBeInTheDocument();
    await fill(user, name, ' term');
    expect(identifier).toHaveValue('my-course');

    // Exactly what the server's copy form says it copies (no Wiki, Forums or Queries), all on; notifications are off.
    const options = within(within(dialog).getByTestId('template-copy-options')).getAllByRole('checkbox');
    expect(options.map((box) => (box.closest('label') as HTMLElement).textContent)).toEqual([
      'Members',
      'Versions',
      'Work packages',
      'Work package attachments',
    ]);
    options.forEach((box) => expect(box).toBeChecked());
    expect(within(dialog).queryByText('Wiki')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Send notifications' })).not.toBeChecked();
  });

  it('validates with the copy form, starts the copy, opens the progress dialog and closes itself 2.5 s later', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const { dialog } = await openTemplateDialog(user);
    await fillTemplateForm(user, dialog);
    await user.click(within(within(dialog).getByTestId('template-copy-options')).getByRole('checkbox', { name: 'Work package attachments' }));
    await chooseOption(user, 'parent-project-select', 'Apollo');
    await user.click(within(dialog).getByTestId('template-submit'));

    const progress = await screen.findByTestId('copy-progress-dialog');
    const expectedBody = {
      name: 'Fall Course 2026',
      identifier: 'fall_course_2026',
      _links: { parent: { href: '/api/v3/projects/1' } },
      // Only the offered options: what the server does not copy is not asked for.
      _meta: { copyMembers: true, copyVersions: true, copyWorkPackages: true, copyWorkPackageAttachments: false, sendNotifications: false },
    };
    // The empty form that said what can be copied, then the check of the filled one.
    expect(api.calls('POST /projects/4/copy/form').map((request) => request.body)).toEqual([{}, expectedBody]);
    expect(api.calls('POST /projects/4/copy').map((request) => request.body)).toEqual([expectedBody]);
    // The form is checked before the copy starts.
    expect(api.requests.findIndex((request) => request.path === '/projects/4/copy/form')).toBeLessThan(
      api.requests.findIndex((request) => request.path === '/projects/4/copy'),
    );
    expect(screen.getByText('Project copy initiated. Please wait...')).toBeInTheDocument();
    expect(within(progress).getByTestId('copy-job-id')).toHaveTextContent(JOB_ID);
    expect(await within(progress).findByText('Copy Queued')).toBeInTheDocument();

    // Exactly 2.5 s after the copy started (the fake clock has not moved since the template dialog's timer was set).
    const copyStartedAt = useCreationDialogsStore.getState().copyJob?.startedAt ?? Number.NaN;
    await act(() => jest.advanceTimersByTimeAsync(copyStartedAt + 2499 - Date.now()));
    expect(useCreationDialogsStore.getState().templateOpen).toBe(true);
    expect(screen.getByTestId('template-dialog')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(useCreationDialogsStore.getState().templateOpen).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('template-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('copy-progress-dialog')).toBeVisible();
  });

  it('asks the chosen template what it can copy; until it answers nothing can be copied, and a failure says so with Retry', async () => {
    copyFormAnswer = () => halError(500, 'InternalServerError', 'The copy form is down.');
    const { user, dialog } = await openTemplateDialog();
    expect(within(dialog).getByText('Choose a template to see what can be copied.')).toBeInTheDocument();
    expect(api.calls('POST /projects/4/copy/form')).toHaveLength(0);
    await chooseOption(user, 'template-select', 'Course template');
    await fill(user, within(dialog).getByTestId('template-project-name'), 'Fall Course 2026');
    expect(await within(dialog).findByText('Could not find out what can be copied')).toBeInTheDocument();
    expect(within(dialog).getByText('The copy form is down.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('template-submit')).toBeDisabled();

    copyFormAnswer = () => copyForm();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const options = within(await within(dialog).findByTestId('template-copy-options'));
    await waitFor(() => expect(options.getAllByRole('checkbox')).toHaveLength(4));
    await waitFor(() => expect(within(dialog).getByTestId('template-submit')).toBeEnabled());
  });

  it("shows the copy form's validation errors on their fields and starts nothing", async () => {
    copyFormAnswer = () =>
      copyForm({
        identifier: {
          _type: 'Error',
          errorIdentifier: 'urn:openproject-org:api:v3:errors:PropertyConstraintViolation',
          message: 'Identifier has already been taken.',
          _embedded: { details: { attribute: 'identifier' } },
        },
      });
    const { user, dialog } = await openTemplateDialog();
    await fillTemplateForm(user, dialog);
    await user.click(within(dialog).getByTestId('template-submit'));
    const identifierItem = within(dialog).getByTestId('template-project-identifier').closest('.ant-form-item') as HTMLElement;
    expect(await within(identifierItem).findByText('Identifier has already been taken.')).toBeInTheDocument();
    expect(api.calls('POST /projects/4/copy')).toHaveLength(0);
    expect(screen.queryByTestId('copy-progress-dialog')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('template-project-name')).toHaveValue('Fall Course 2026');
  });

  it("puts a 422 of the copy on its field, and toasts the server's message for other failures", async () => {
    copyAnswer = () => halError(422, 'PropertyConstraintViolation', 'Name is too long (maximum is 255 characters).', 'name');
    const { user, dialog } = await openTemplateDialog();
    await fillTemplateForm(user, dialog);
    await user.click(within(dialog).getByTestId('template-submit'));
    const nameItem = within(dialog).getByTestId('template-project-name').closest('.ant-form-item') as HTMLElement;
    expect(await within(nameItem).findByText('Name is too long (maximum is 255 characters).')).toBeInTheDocument();

    copyAnswer = () => halError(403, 'MissingPermission', 'You are not allowed to copy this project.');
    await user.click(within(dialog).getByTestId('template-submit'));
    expect(await screen.findByText('You are not allowed to copy this project.')).toBeInTheDocument();
    expect(screen.queryByTestId('copy-progress-dialog')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('template-submit')).toBeEnabled();
  });

  it("toasts 'Failed to copy project from template' when the server gives no message", async () => {
    copyAnswer = () => jsonResponse(500, 'upstream exploded');
    // A fake clock, so waiting for the toast to time out takes no real time.
    jest.useFakeTimers();
    const { user, dialog } = await openTemplateDialog(setupUser({ advanceTimers: jest.advanceTimersByTime }));
    await fillTemplateForm(user, dialog);
    await user.click(within(dialog).getByTestId('template-submit'));
    expect(await screen.findByText('Failed to copy project from template')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to copy project from template')).not.toBeInTheDocument(), { timeout: 6000 });

    // An answer without a job to follow is a failed start too.
    copyAnswer = () => jsonResponse(200, { _type: 'JobStatus' });
    await user.click(within(dialog).getByTestId('template-submit'));
    expect(await screen.findByText('Failed to copy project from template')).toBeInTheDocument();
    expect(api.calls('POST /projects/4/copy')).toHaveLength(2);
    expect(screen.queryByTestId('copy-progress-dialog')).not.toBeInTheDocument();
  });

  it('says so when there is no template to copy, and keeps the templates for 300 s', async () => {
    templates = [];
    const { user, dialog } = await openTemplateDialog();
    expect(await within(dialog).findByTestId('no-templates')).toHaveTextContent('No template projects yet.');
    expect(within(dialog).getByTestId('template-submit')).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('template-dialog')).not.toBeInTheDocument());
    await user.click(screen.getByTestId('from-template-button'));
    expect(await within(await screen.findByTestId('template-dialog')).findByTestId('no-templates')).toBeInTheDocument();
    expect(api.calls('GET /projects').filter(isTemplatesRequest)).toHaveLength(1);
  });

  it("works from the Create dialog's 'From Template' tab, which closes 2.5 s after the copy started", async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(await screen.findByTestId('new-project-button'));
    const createDialog = await screen.findByTestId('create-project-dialog');
    await user.click(within(createDialog).getByRole('tab', { name: 'From Template' }));
    await fillTemplateForm(user, createDialog);
    await user.click(within(createDialog).getByTestId('template-submit'));
    expect(await screen.findByTestId('copy-progress-dialog')).toBeVisible();
    expect(api.calls('POST /projects/4/copy')).toHaveLength(1);
    expect(screen.getByTestId('create-project-dialog')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.queryByTestId('create-project-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('copy-progress-dialog')).toBeVisible();
  });
});
