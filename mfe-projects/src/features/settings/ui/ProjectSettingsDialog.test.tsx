import { screen, waitFor, within } from '@testing-library/react';
import { fill, setupUser, type TestUser } from '@tessera/shared/test/user';
import { halError } from '@tessera/shared/test/fetch-mock';
import { ADMIN, MEMBER } from '../../../../test/fake-api';
import { createProjectServer, type FakeProject, type ProjectServer } from '../../../../test/project-server';
import { renderProjectPage } from '../../../../test/render-project-page';

jest.setTimeout(45_000);

const SPACE: FakeProject = { id: 2, name: 'Space programme' };
const APOLLO: FakeProject = { id: 5, name: 'Apollo', identifier: 'apollo', description: 'Moon landing programme', parentId: 2 };
const LUNAR: FakeProject = { id: 6, name: 'Lunar module', parentId: 5 };
const DESCENT: FakeProject = { id: 8, name: 'Descent stage', parentId: 6 };
const GEMINI: FakeProject = { id: 7, name: 'Gemini' };

async function openSettings(user: TestUser) {
  await screen.findByTestId('page-project-name');
  await user.click(screen.getByTestId('project-settings-button'));
  await screen.findByTestId('project-settings-dialog');
  return within(await screen.findByRole('dialog'));
}

/** The labels of the open Select's options. */
function optionLabels(): string[] {
  return [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title') ?? option.textContent ?? '');
}

function patches(server: ProjectServer) {
  return server.requests('PATCH', /^\/projects\/5$/).map((request) => request.body);
}

describe('Project Settings: General', () => {
  it('shows the six tabs and the project with the identifier read-only', async () => {
    createProjectServer({ projects: [SPACE, APOLLO, GEMINI] });
    renderProjectPage(ADMIN);
    const dialog = await openSettings(setupUser());
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Modules', 'Members', 'Types', 'Versions', 'GitHub']);
    expect(dialog.getByLabelText('Name')).toHaveValue('Apollo');
    expect(dialog.getByLabelText('Identifier')).toBeDisabled();
    expect(dialog.getByLabelText('Description')).toHaveValue('Moon landing programme');
    expect(dialog.getByRole('switch', { name: 'Public' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Template' })).not.toBeChecked();
  });

  it('offers as parents every visible project but itself and its descendants, and saves the move', async () => {
    const server = createProjectServer({ projects: [SPACE, APOLLO, LUNAR, DESCENT, GEMINI] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    await waitFor(() => expect(server.requests('GET', /^\/projects$/).length).toBeGreaterThan(0));
    await user.click(dialog.getByRole('combobox', { name: 'Parent project' }));
    await waitFor(() => expect(optionLabels()).toContain('Gemini'));
    expect(optionLabels()).toEqual(['No parent (top-level project)', 'Gemini', 'Space programme']);

    await user.click(document.querySelector('.ant-select-item-option[title="Gemini"]')!);
    await user.click(dialog.getByRole('switch', { name: 'Public' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(patches(server)).toEqual([
      {
        name: 'Apollo',
        description: { raw: 'Moon landing programme' },
        public: false,
        active: true,
        _links: { parent: { href: '/api/v3/projects/7' } },
      },
    ]);
  });

  it('leaves the parent out when it did not change, and keeps an undisclosed parent', async () => {
    const server = createProjectServer({
      projects: [{ ...APOLLO, parentId: null, parentUndisclosed: true }],
      currentMembership: () => ({ id: 70, projectId: 5, principal: { id: MEMBER.id, name: MEMBER.name }, roles: [{ id: 2, name: 'Team Leader', permissions: ['view_members', 'edit_project'] }] }),
    });
    renderProjectPage(MEMBER);
    const user = setupUser();
    const dialog = await openSettings(user);
    expect(dialog.getByTestId('settings-parent')).toHaveTextContent('Undisclosed');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(patches(server)[0]).not.toHaveProperty('_links');
  });

  it("shows the server's refusal of a cycle on the parent field", async () => {
    const server = createProjectServer({ projects: [SPACE, APOLLO, GEMINI] });
    server.answerNext('PATCH', /^\/projects\/5$/, halError(422, 'PropertyConstraintViolation', 'A project cannot be its own ancestor.', 'parent'));
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const message = await dialog.findByText('A project cannot be its own ancestor.');
    expect(message.closest('.ant-form-item')).toHaveTextContent('Parent project');
    expect(await screen.findByText('Failed to update project settings')).toBeInTheDocument();
  });

  it('requires a name and sends a blank description as the placeholder', async () => {
    const server = createProjectServer({ projects: [SPACE, APOLLO] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    await user.clear(dialog.getByLabelText('Name'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Project name is required')).toBeInTheDocument();
    expect(patches(server)).toHaveLength(0);

    await fill(user, dialog.getByLabelText('Name'), 'Apollo II');
    await user.clear(dialog.getByLabelText('Description'));
    await user.click(dialog.getByRole('switch', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(patches(server)[0]).toEqual({ name: 'Apollo II', description: { raw: 'No description provided' }, public: true, active: false });
    expect(screen.getByTestId('page-project-name')).toHaveTextContent('Apollo II');
  });

  it('applies the template switch at once, and says so both ways', async () => {
    const server = createProjectServer({ projects: [SPACE, APOLLO] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    const templated = dialog.getByRole('switch', { name: 'Template' });
    await user.click(templated);
    expect(await screen.findByText('Project marked as template')).toBeInTheDocument();
    expect(patches(server)).toEqual([{ templated: true }]);
    expect(screen.getByTestId('page-templated')).toHaveTextContent('true');

    await user.click(templated);
    expect(await screen.findByText('Project unmarked as template')).toBeInTheDocument();
    expect(patches(server)[1]).toEqual({ templated: false });
    expect(templated).not.toBeChecked();
  });

  it('switches comments on documents at once, and back when the server refuses', async () => {
    const server = createProjectServer({ projects: [SPACE, { ...APOLLO, documentCommentsEnabled: true }] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    const comments = await dialog.findByRole('switch', { name: 'Comments on documents' });
    await waitFor(() => expect(comments).toBeChecked());
    await user.click(comments);
    expect(await screen.findByText('Comments on documents turned off')).toBeInTheDocument();
    expect(patches(server)).toEqual([{ documentCommentsEnabled: false }]);
    expect(comments).not.toBeChecked();

    server.answerNext('PATCH', /^\/projects\/5$/, halError(422, 'PropertyConstraintViolation', 'Document comments enabled is not a boolean.', 'documentCommentsEnabled'));
    await user.click(comments);
    expect(await screen.findByText('Failed to update the comments setting')).toBeInTheDocument();
    await waitFor(() => expect(comments).not.toBeChecked());
  });

  it("switches the project's AI features off and on at once", async () => {
    const server = createProjectServer({ projects: [SPACE, APOLLO] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    const ai = await dialog.findByRole('switch', { name: 'AI features' });
    await waitFor(() => expect(ai).toBeChecked());
    await user.click(ai);
    expect(await screen.findByText('AI features turned off for this project')).toBeInTheDocument();
    expect(patches(server)).toEqual([{ aiEnabled: false }]);
    await user.click(ai);
    expect(await screen.findByText('AI features turned on for this project')).toBeInTheDocument();
    expect(patches(server)).toEqual([{ aiEnabled: false }, { aiEnabled: true }]);
  });

  it('turns the template switch back when the server refuses', async () => {
    const server = createProjectServer({ projects: [SPACE, APOLLO] });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    server.answerNext('PATCH', /^\/projects\/5$/, halError(403, 'MissingPermission', 'You are not authorized to access this resource.'), gate);
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    const templated = dialog.getByRole('switch', { name: 'Template' });
    await user.click(templated);
    // Applied at once, before the server answers...
    expect(templated).toBeChecked();
    release();
    // ...and rolled back when it refuses.
    expect(await screen.findByText('Failed to update project template status')).toBeInTheDocument();
    expect(screen.getByText('You are not authorized to access this resource.')).toBeInTheDocument();
    await waitFor(() => expect(templated).not.toBeChecked());
    expect(screen.getByTestId('page-templated')).toHaveTextContent('false');
  });

  it('is read-only for someone who may see the settings but not edit the project', async () => {
    const server = createProjectServer({
      projects: [{ ...APOLLO, canUpdate: false, canDelete: false }],
      currentMembership: () => ({ id: 70, projectId: 5, principal: { id: MEMBER.id, name: MEMBER.name }, roles: [{ id: 9, name: 'Coordinator', permissions: ['view_members'] }] }),
    });
    renderProjectPage(MEMBER);
    const dialog = await openSettings(setupUser());
    expect(dialog.getByText('You can see these settings, but you are not allowed to change them.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(server.requests('GET', /^\/projects$/)).toHaveLength(0);
  });
});

describe('Project Settings: Modules', () => {
  it('shows every module with its state and saves the chosen ones together', async () => {
    const server = createProjectServer({ projects: [{ ...APOLLO, enabledModules: ['work_package_tracking', 'documents', 'forums'] }] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('tab', { name: 'Modules' }));
    const forums = dialog.getByRole('checkbox', { name: /Forums/ });
    expect(forums).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Sprints/ })).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Save modules' })).toBeDisabled();

    await user.click(forums);
    await user.click(dialog.getByRole('checkbox', { name: /GitHub/ }));
    await user.click(dialog.getByRole('button', { name: 'Save modules' }));
    expect(await screen.findByText('Project modules saved')).toBeInTheDocument();
    expect(patches(server)).toEqual([{ enabledModules: ['work_package_tracking', 'documents', 'github'] }]);
  });

  it("says why the server refused and keeps the choice", async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    server.answerNext('PATCH', /^\/projects\/5$/, halError(403, 'MissingPermission', "You are not allowed to switch this project's modules."));
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('tab', { name: 'Modules' }));
    await user.click(dialog.getByRole('checkbox', { name: /Forums/ }));
    await user.click(dialog.getByRole('button', { name: 'Save modules' }));
    expect(await dialog.findByText("You are not allowed to switch this project's modules.")).toBeInTheDocument();
    expect(dialog.getByText('Failed to save the project modules')).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: /Forums/ })).not.toBeChecked();
  });
});

describe('Project Settings: GitHub', () => {
  const MERGED_LABEL = "When a linked pull request is merged, set the task's status to";

  async function openGithubTab(user: TestUser) {
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('tab', { name: 'GitHub' }));
    return dialog;
  }

  /** The value the select shows. */
  const shownStatus = (dialog: ReturnType<typeof within>) =>
    dialog.getByLabelText(MERGED_LABEL).closest('.ant-select')!.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent;

  function githubPatches(server: ProjectServer) {
    return server.requests('PATCH', /^\/projects\/5\/github\/settings$/).map((request) => request.body);
  }

  it('is a tab only while the project has its GitHub module on', async () => {
    createProjectServer({ projects: [{ ...APOLLO, enabledModules: ['work_package_tracking', 'forums'] }] });
    renderProjectPage(ADMIN);
    const dialog = await openSettings(setupUser());
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Modules', 'Members', 'Types', 'Versions']);
  });

  it('shows the rule, offers None and every status, and saves a status and then None', async () => {
    const server = createProjectServer({ projects: [APOLLO], github: { mergedStatusId: 2 } });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openGithubTab(user);
    const select = await dialog.findByRole('combobox', { name: MERGED_LABEL });
    expect(shownStatus(dialog)).toBe('In Progress');
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(select);
    await waitFor(() => expect(optionLabels()).toEqual(['None (leave the status as it is)', 'New', 'In Progress', 'Completed']));
    await user.click(document.querySelector('.ant-select-item-option[title="Completed"]')!);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('GitHub settings saved')).toBeInTheDocument();
    expect(githubPatches(server)).toEqual([{ _links: { mergedStatus: { href: '/api/v3/statuses/4' } } }]);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(shownStatus(dialog)).toBe('Completed');

    await user.click(dialog.getByRole('combobox', { name: MERGED_LABEL }));
    await user.click(document.querySelector('.ant-select-item-option[title="None (leave the status as it is)"]')!);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(githubPatches(server)).toHaveLength(2));
    expect(githubPatches(server)[1]).toEqual({ _links: { mergedStatus: { href: null } } });
    await waitFor(() => expect(server.mergedStatusId()).toBeNull());
  });

  it("shows the server's refusal with a Retry that sends the choice again", async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    server.answerNext('PATCH', /^\/projects\/5\/github\/settings$/, halError(422, 'PropertyConstraintViolation', 'Status when merged must be an existing status.', 'mergedStatus'));
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openGithubTab(user);
    await user.click(await dialog.findByRole('combobox', { name: MERGED_LABEL }));
    await waitFor(() => expect(optionLabels()).toContain('New'));
    await user.click(document.querySelector('.ant-select-item-option[title="New"]')!);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const failure = await dialog.findByTestId('github-settings-error');
    expect(failure).toHaveTextContent('Failed to save the GitHub settings');
    expect(failure).toHaveTextContent('Status when merged must be an existing status.');
    expect(shownStatus(dialog)).toBe('New');

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('GitHub settings saved')).toBeInTheDocument();
    expect(githubPatches(server)).toHaveLength(2);
    expect(server.mergedStatusId()).toBe(1);
    expect(dialog.queryByTestId('github-settings-error')).not.toBeInTheDocument();
  });

  it('is read-only when the server offers no update link', async () => {
    createProjectServer({
      projects: [{ ...APOLLO, canUpdate: false, canDelete: false }],
      currentMembership: () => ({ id: 70, projectId: 5, principal: { id: MEMBER.id, name: MEMBER.name }, roles: [{ id: 9, name: 'Coordinator', permissions: ['view_members', 'view_github'] }] }),
      github: { mergedStatusId: 4, canUpdate: false },
    });
    renderProjectPage(MEMBER);
    const dialog = await openGithubTab(setupUser());
    expect(await dialog.findByRole('combobox', { name: MERGED_LABEL })).toBeDisabled();
    expect(shownStatus(dialog)).toBe('Completed');
    expect(dialog.getByText('You can see these settings, but you are not allowed to change them.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says why the rule could not be read, and Retry reads it again', async () => {
    const server = createProjectServer({ projects: [APOLLO], github: { mergedStatusId: 1 } });
    server.answerNext('GET', /^\/projects\/5\/github\/settings$/, halError(403, 'MissingPermission', 'You are not allowed to see the GitHub content of this project.'));
    renderProjectPage(ADMIN);
    const user = setupUser();
    const dialog = await openGithubTab(user);
    expect(await dialog.findByText('Failed to load the GitHub settings')).toBeInTheDocument();
    expect(dialog.getByText('You are not allowed to see the GitHub content of this project.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('combobox', { name: MERGED_LABEL })).toBeInTheDocument();
    expect(shownStatus(dialog)).toBe('New');
  });
});
