import { screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser } from '@tessera/shared/test/user';
import { halError } from '@tessera/shared/test/fetch-mock';
import { queryClient, queryKeys } from '@tessera/shared';
import { ADMIN, MEMBER } from '../../test/fake-api';
import { createProjectServer, type FakeMember, type FakeProject } from '../../test/project-server';
import { renderProjectPage } from '../../test/render-project-page';

jest.setTimeout(45_000);

const APOLLO: FakeProject = { id: 5, name: 'Apollo', identifier: 'apollo', description: 'Moon landing programme' };
const GRACE_MEMBERSHIP = (roles: FakeMember['roles']): FakeMember => ({
  id: 70, projectId: 5, principal: { id: MEMBER.id, name: MEMBER.name }, roles,
});
const TEAM_LEADER = { id: 2, name: 'Team Leader', permissions: ['view_members', 'manage_members', 'edit_project'] };

const buttons = () => ({
  addMember: screen.queryByTestId('add-member-button'),
  edit: screen.queryByTestId('edit-project-button'),
  settings: screen.queryByTestId('project-settings-button'),
  remove: screen.queryByTestId('delete-project-button'),
});

async function pageLoaded() {
  await screen.findByTestId('page-project-name');
}

describe('ProjectActions: ?settings=<tab>', () => {
  it('opens Project Settings on the tab the address names, then drops it from the address', async () => {
    createProjectServer({ projects: [APOLLO] });
    const { location } = renderProjectPage(ADMIN, 5, '?settings=modules&keep=1');
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('tab', { name: 'Modules', selected: true })).toBeInTheDocument();
    expect(dialog.getByTestId('modules-settings')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/projects/5?keep=1'));
  });

  it('opens on the GitHub tab', async () => {
    createProjectServer({ projects: [APOLLO] });
    const { location } = renderProjectPage(ADMIN, 5, '?settings=github');
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('tab', { name: 'GitHub', selected: true })).toBeInTheDocument();
    expect(await dialog.findByTestId('github-settings')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/projects/5'));
  });

  it('opens ?settings=github on General when the project has GitHub off', async () => {
    createProjectServer({ projects: [{ ...APOLLO, enabledModules: ['work_package_tracking'] }] });
    renderProjectPage(ADMIN, 5, '?settings=github');
    const withoutGithub = within(await screen.findByRole('dialog'));
    expect(withoutGithub.getByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
    expect(withoutGithub.queryByRole('tab', { name: 'GitHub' })).not.toBeInTheDocument();
  });

  it('opens nothing for who may not manage the project, and still drops the parameter', async () => {
    createProjectServer({ projects: [{ ...APOLLO, canUpdate: false, canDelete: false }], currentMembership: () => GRACE_MEMBERSHIP([]) });
    const { location } = renderProjectPage(MEMBER, 5, '?settings=modules');
    await pageLoaded();
    await waitFor(() => expect(location()).toBe('/projects/5'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ProjectActions: who sees which button', () => {
  it('shows an admin every button', async () => {
    createProjectServer({ projects: [APOLLO] });
    renderProjectPage(ADMIN);
    await pageLoaded();
    const shown = buttons();
    expect(shown.addMember).toHaveTextContent('Add Member');
    expect(shown.edit).toHaveTextContent('Edit Project');
    expect(shown.settings).toHaveTextContent('Project Settings');
    expect(shown.remove).toHaveTextContent('Delete Project');
  });

  it('shows a Team Leader Add Member and Settings, and Edit/Delete only as the server links allow', async () => {
    createProjectServer({ projects: [{ ...APOLLO, canDelete: false }], currentMembership: () => GRACE_MEMBERSHIP([TEAM_LEADER]) });
    renderProjectPage(MEMBER);
    await pageLoaded();
    const shown = buttons();
    expect(shown.addMember).toBeInTheDocument();
    expect(shown.settings).toBeInTheDocument();
    expect(shown.edit).toBeInTheDocument();
    expect(shown.remove).not.toBeInTheDocument();
  });

  it("shows Add Member and Settings to a holder of 'View Members' who may not edit", async () => {
    const coordinator = { id: 5, name: 'Coordinator', permissions: ['view_project', 'view_members'] };
    createProjectServer({ projects: [{ ...APOLLO, canUpdate: false, canDelete: false }], currentMembership: () => GRACE_MEMBERSHIP([coordinator]) });
    renderProjectPage(MEMBER);
    await pageLoaded();
    const shown = buttons();
    expect(shown.addMember).toBeInTheDocument();
    expect(shown.settings).toBeInTheDocument();
    expect(shown.edit).not.toBeInTheDocument();
    expect(shown.remove).not.toBeInTheDocument();
  });

  it('shows an ordinary member no buttons', async () => {
    createProjectServer({
      projects: [{ ...APOLLO, canUpdate: false, canDelete: false }],
      currentMembership: () => GRACE_MEMBERSHIP([{ id: 3, name: 'Member', permissions: ['view_work_packages'] }]),
    });
    renderProjectPage(MEMBER);
    await pageLoaded();
    expect(Object.values(buttons()).filter(Boolean)).toHaveLength(0);
  });
});

describe('ProjectActions: an archived project', () => {
  it('offers only Unarchive, to who may; once unarchived, the other buttons are back', async () => {
    const server = createProjectServer({ projects: [{ ...APOLLO, active: false }] });
    renderProjectPage(ADMIN);
    await pageLoaded();
    expect(Object.values(buttons()).filter(Boolean)).toHaveLength(0);
    const user = setupUser();
    await user.click(screen.getByTestId('unarchive-project-button'));
    expect(await screen.findByText('Project unarchived')).toBeInTheDocument();
    expect(server.requests('PATCH', /^\/projects\/5$/).map((request) => request.body)).toEqual([{ active: true }]);
    expect(await screen.findByTestId('edit-project-button')).toBeInTheDocument();
    expect(screen.getByTestId('project-settings-button')).toBeInTheDocument();
    expect(screen.queryByTestId('unarchive-project-button')).not.toBeInTheDocument();
  });

  it('offers a Team Leader without archive_project nothing on it', async () => {
    createProjectServer({ projects: [{ ...APOLLO, active: false, canArchive: false }], currentMembership: () => GRACE_MEMBERSHIP([TEAM_LEADER]) });
    renderProjectPage(MEMBER);
    await pageLoaded();
    expect(Object.values(buttons()).filter(Boolean)).toHaveLength(0);
    expect(screen.queryByTestId('unarchive-project-button')).not.toBeInTheDocument();
  });
});

describe('Edit Project dialog', () => {
  it('shows the identifier read-only, requires a name, sends name and placeholder description, and refreshes the page', async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    renderProjectPage(ADMIN);
    await pageLoaded();
    const user = setupUser();
    await user.click(screen.getByTestId('edit-project-button'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(screen.getByTestId('edit-project-dialog')).toBeInTheDocument();

    const identifier = dialog.getByLabelText('Identifier');
    expect(identifier).toHaveValue('apollo');
    expect(identifier).toBeDisabled();
    expect(dialog.getByText('The identifier cannot be changed after the project is created.')).toBeInTheDocument();

    const name = dialog.getByLabelText('Name');
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Project name is required')).toBeInTheDocument();
    expect(server.requests('PATCH')).toHaveLength(0);

    await fill(user, name, '  Apollo Next  ');
    await user.clear(dialog.getByLabelText('Description'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(server.requests('PATCH', /^\/projects\/5$/).map((request) => request.body)).toEqual([
      { name: 'Apollo Next', description: { raw: 'No description provided' } },
    ]);
    // The page shows the change without a reload; the dialog is gone.
    expect(screen.getByTestId('page-project-name')).toHaveTextContent('Apollo Next');
    expect(screen.getByTestId('page-project-description')).toHaveTextContent('No description provided');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a failed update in a toast and inline, and keeps the dialog open', async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    server.answerNext('PATCH', /^\/projects\/5$/, halError(500, 'InternalServerError', 'Boom.'));
    renderProjectPage(ADMIN);
    await pageLoaded();
    const user = setupUser();
    await user.click(screen.getByTestId('edit-project-button'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update project')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while updating the project.')).toBeInTheDocument();
    expect(dialog.getByText('Failed to update project. Please try again.')).toBeInTheDocument();
    expect(dialog.getByText('Boom.')).toBeInTheDocument();
    expect(screen.getByTestId('page-project-name')).toHaveTextContent('Apollo');
  });

  it("shows the server's 422 on the field it names", async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    server.answerNext('PATCH', /^\/projects\/5$/, halError(422, 'PropertyConstraintViolation', 'Name is too long (maximum is 255 characters).', 'name'));
    renderProjectPage(ADMIN);
    await pageLoaded();
    const user = setupUser();
    await user.click(screen.getByTestId('edit-project-button'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const message = await dialog.findByText('Name is too long (maximum is 255 characters).');
    expect(message.closest('.ant-form-item')).toHaveTextContent('Name');
    expect(dialog.queryByText('Failed to update project. Please try again.')).not.toBeInTheDocument();
  });
});

describe('Delete Project dialog on the project page', () => {
  it('warns about sub-projects, deletes, says so and goes to the projects list without asking for the project again', async () => {
    const server = createProjectServer({ projects: [APOLLO, { id: 6, name: 'Lunar module', parentId: 5 }, { id: 7, name: 'Gemini' }] });
    const { location } = renderProjectPage(ADMIN);
    await pageLoaded();
    const user = setupUser();
    await user.click(screen.getByTestId('delete-project-button'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to delete "Apollo"? This cannot be undone.')).toBeInTheDocument();
    expect(await dialog.findByText('This project has 1 sub-project. It is deleted too, with everything below it.')).toBeInTheDocument();
    const detailRequestsBefore = server.requests('GET', /^\/projects\/5$/).length;

    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('The project has been permanently removed')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/projects'));
    expect(server.requests('DELETE').map((request) => request.url)).toEqual(['/api/v3/projects/5']);
    expect(server.projects.has(6)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests('GET', /^\/projects\/5$/)).toHaveLength(detailRequestsBefore);
  });

  it('says nothing about sub-projects when there are none', async () => {
    createProjectServer({ projects: [APOLLO] });
    renderProjectPage(ADMIN);
    await pageLoaded();
    await setupUser().click(screen.getByTestId('delete-project-button'));
    const dialog = within(await screen.findByRole('dialog'));
    // Once the server has said how many sub-projects there are (none):
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.projects({ subProjectsOf: 5 }))?.status).toBe('success'));
    expect(dialog.queryByTestId('delete-project-children')).not.toBeInTheDocument();
  });

  it('reopens with the error when the server refuses, and stays on the page', async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    server.answerNext('DELETE', /^\/projects\/5$/, halError(403, 'MissingPermission', 'You are not authorized to access this resource.'));
    const { location } = renderProjectPage(ADMIN);
    await pageLoaded();
    const user = setupUser();
    await user.click(screen.getByTestId('delete-project-button'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const error = await screen.findByText('Failed to delete project: You are not authorized to access this resource.');
    expect(screen.getByRole('dialog')).toContainElement(error);
    expect(screen.getByText('Failed to delete project')).toBeInTheDocument();
    expect(location()).toBe('/projects/5');
    expect(server.projects.has(5)).toBe(true);
  });

  it('reopens with the reason when the server cannot be reached', async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    server.answerNext('DELETE', /^\/projects\/5$/, { ok: false, status: 0, headers: new Headers(), text: async () => { throw new TypeError('Failed to fetch'); }, json: async () => null });
    renderProjectPage(ADMIN);
    await pageLoaded();
    const user = setupUser();
    await user.click(screen.getByTestId('delete-project-button'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('delete-project-error'))
      .toHaveTextContent('Failed to delete project: Cannot reach the server. Check your connection and try again.');
  });
});
