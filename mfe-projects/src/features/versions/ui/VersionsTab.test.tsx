import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { fill, setupUser, type TestUser } from '@tessera/shared/test/user';
import { halError } from '@tessera/shared/test/fetch-mock';
import { ADMIN, MEMBER } from '../../../../test/fake-api';
import { createProjectServer, deferred, type FakeMember, type FakeVersion, type ProjectServer } from '../../../../test/project-server';
import { renderProjectPage } from '../../../../test/render-project-page';

jest.setTimeout(60_000);

const APOLLO = { id: 5, name: 'Apollo' };
const GEMINI = { id: 7, name: 'Gemini' };

const SPRINT_13: FakeVersion = {
  id: 13, name: 'Sprint 13', status: 'closed', startDate: '2026-11-02', endDate: '2026-11-13', sharing: 'descendants', lockVersion: 4,
};
const SPRINT_14: FakeVersion = {
  id: 14, name: 'Sprint 14', description: 'Checkout polish', startDate: '2026-11-16', endDate: '2026-11-27', lockVersion: 2,
};
/** Defined by Gemini and shared with every project: read-only in Apollo's settings, whatever the links say. */
const DESIGN_SYSTEM: FakeVersion = { id: 30, name: 'Design system', definingProjectId: 7, sharedWith: [5], sharing: 'system' };

const DATE = 'YYYY-MM-DD';
const inDays = (days: number) => dayjs().add(days, 'day').format(DATE);

/** A Team Leader of Apollo (they see Project Settings) with these permissions. */
function leaderWith(permissions: string[]): (projectId: number) => FakeMember {
  return (projectId) => ({ id: 70, projectId, principal: { id: MEMBER.id, name: MEMBER.name }, roles: [{ id: 2, name: 'Team Leader', permissions }] });
}

async function openVersions(user: TestUser) {
  await screen.findByTestId('page-project-name');
  await user.click(screen.getByTestId('project-settings-button'));
  await user.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: 'Versions' }));
  return within(await screen.findByTestId('versions-table'));
}

const rowOf = (table: ReturnType<typeof within>, name: string) => within(table.getByText(name).closest('tr') as HTMLElement);
const names = (table: ReturnType<typeof within>) =>
  table.queryAllByRole('row').slice(1).map((row: HTMLElement) => row.querySelector('td strong')?.textContent).filter(Boolean);

async function formDialog() {
  return within(await screen.findByTestId('version-form-dialog'));
}

/** Types a date into an antd date picker as a user does: open it, enter the text, press Enter. */
async function typeDate(dialog: ReturnType<typeof within>, label: string, value: string) {
  const input = await dialog.findByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect(input).toHaveValue(value));
}

async function choose(user: TestUser, dialog: ReturnType<typeof within>, label: string, option: string) {
  await user.click(dialog.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((candidate) => candidate.getAttribute('title') === option);
    if (found.length === 0) throw new Error(`no option ${option}`);
    return found[found.length - 1];
  });
  await user.click(item);
}

function versionWrites(server: ProjectServer, method: string) {
  return server.requests(method, /^\/versions/).map((request) => ({ url: request.url, body: request.body }));
}

describe('Project Settings: Versions', () => {
  it("lists the project's versions with status, dates and sharing, and those shared in from another project read-only", async () => {
    createProjectServer({ projects: [APOLLO, GEMINI], versions: [SPRINT_14, DESIGN_SYSTEM, SPRINT_13] });
    renderProjectPage(ADMIN);
    const table = await openVersions(setupUser());
    await table.findByText('Sprint 14');
    // The server's order: by start date, versions without one last.
    expect(names(table)).toEqual(['Sprint 13', 'Sprint 14', 'Design system']);

    const sprint14 = rowOf(table, 'Sprint 14');
    expect(sprint14.getByText('Checkout polish')).toBeInTheDocument();
    expect(sprint14.getByText('Open')).toBeInTheDocument();
    expect(sprint14.getByText('Nov 16, 2026 – Nov 27, 2026')).toBeInTheDocument();
    expect(sprint14.getByText('Project Only')).toBeInTheDocument();
    expect(sprint14.getByRole('switch', { name: 'Sprint 14 open' })).toBeChecked();
    expect(sprint14.getByRole('button', { name: 'Edit Sprint 14' })).toBeInTheDocument();
    expect(sprint14.getByRole('button', { name: 'Delete Sprint 14' })).toBeInTheDocument();

    const sprint13 = rowOf(table, 'Sprint 13');
    expect(sprint13.getByText('Closed')).toBeInTheDocument();
    expect(sprint13.getByText('Subprojects')).toBeInTheDocument();
    expect(sprint13.getByRole('switch', { name: 'Sprint 13 open' })).not.toBeChecked();

    const shared = rowOf(table, 'Design system');
    expect(shared.getByText('Shared from Gemini')).toBeInTheDocument();
    expect(shared.getByText('System-wide')).toBeInTheDocument();
    expect(shared.getByText('—')).toBeInTheDocument();
    expect(shared.getByRole('switch', { name: 'Design system open' })).toBeDisabled();
    expect(shared.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('new-version-button')).toBeInTheDocument();
  });

  it('creates a version from the form, says so, and lists it', async () => {
    const server = createProjectServer({ projects: [APOLLO], versions: [SPRINT_14] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openVersions(user);
    await table.findByText('Sprint 14');

    await user.click(screen.getByTestId('new-version-button'));
    const dialog = await formDialog();
    expect(dialog.getByText('New version')).toBeInTheDocument();
    await fill(user, dialog.getByLabelText('Name'), '  Sprint 15 ');
    await fill(user, dialog.getByLabelText('Description'), 'Payments');
    await typeDate(dialog, 'Start date', inDays(7));
    await typeDate(dialog, 'End date', inDays(21));
    await choose(user, dialog, 'Sharing', 'Subprojects');
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Sprint created successfully')).toBeInTheDocument();
    expect(versionWrites(server, 'POST')).toEqual([
      {
        url: '/api/v3/versions',
        body: {
          name: 'Sprint 15',
          description: { raw: 'Payments' },
          startDate: inDays(7),
          endDate: inDays(21),
          status: 'open',
          sharing: 'descendants',
          _links: { definingProject: { href: '/api/v3/projects/5' } },
        },
      },
    ]);
    expect(await table.findByText('Sprint 15')).toBeInTheDocument();
    expect(rowOf(table, 'Sprint 15').getByText('Subprojects')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('version-form-dialog')).not.toBeInTheDocument());
  });

  it('checks the name and date rules before sending anything', async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    await openVersions(user);
    await user.click(screen.getByTestId('new-version-button'));
    const dialog = await formDialog();

    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Sprint name is required')).toBeInTheDocument();
    await fill(user, dialog.getByLabelText('Name'), 'S');
    expect(await dialog.findByText('Sprint name must be at least 2 characters')).toBeInTheDocument();
    await fill(user, dialog.getByLabelText('Name'), 'x'.repeat(99));
    expect(await dialog.findByText('Sprint name must be less than 100 characters')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Name'));
    await fill(user, dialog.getByLabelText('Name'), 'Sprint 15');

    await typeDate(dialog, 'Start date', inDays(-1));
    expect(await dialog.findByText('Start date cannot be in the past')).toBeInTheDocument();
    await typeDate(dialog, 'Start date', inDays(10));
    await typeDate(dialog, 'End date', inDays(10 + 181));
    expect(await dialog.findByText('Sprint duration cannot exceed 6 months')).toBeInTheDocument();
    await typeDate(dialog, 'End date', inDays(20));
    await waitFor(() => expect(dialog.queryByText('Sprint duration cannot exceed 6 months')).not.toBeInTheDocument());
    // Moving the start past the end is caught on the end date.
    await typeDate(dialog, 'Start date', inDays(25));
    expect(await dialog.findByText('End date must be after start date')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(versionWrites(server, 'POST')).toEqual([]);
  });


  it('takes Enter in a date field or a select as confirming that choice, not as creating the version', async () => {
    const server = createProjectServer({ projects: [APOLLO] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    await openVersions(user);
    await user.click(screen.getByTestId('new-version-button'));
    const dialog = await formDialog();
    await fill(user, dialog.getByLabelText('Name'), 'Sprint 15');

    // Typed into the start date and confirmed with Enter, as a user does: the date is taken, nothing is sent.
    const start = dialog.getByLabelText('Start date');
    await user.click(start);
    await user.keyboard(`${inDays(7)}{Enter}`);
    await waitFor(() => expect(start).toHaveValue(inDays(7)));
    const status = dialog.getByRole('combobox', { name: 'Status' });
    await user.click(status);
    await user.keyboard('{ArrowDown}{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(versionWrites(server, 'POST')).toEqual([]);
    expect(screen.getByTestId('version-form-dialog')).toBeInTheDocument();

    const end = dialog.getByLabelText('End date');
    await user.click(end);
    await user.keyboard(`${inDays(21)}{Enter}`);
    await waitFor(() => expect(end).toHaveValue(inDays(21)));
    expect(versionWrites(server, 'POST')).toEqual([]);
    // Enter in the name submits the form once it is complete.
    await user.click(dialog.getByLabelText('Name'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Sprint created successfully')).toBeInTheDocument();
    expect(versionWrites(server, 'POST')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ name: 'Sprint 15', startDate: inDays(7), endDate: inDays(21) }) }),
    ]);
  });
  it("shows the server's refusal on the field it names", async () => {
    createProjectServer({ projects: [APOLLO], versions: [SPRINT_14] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    await openVersions(user);
    await user.click(screen.getByTestId('new-version-button'));
    const dialog = await formDialog();
    await fill(user, dialog.getByLabelText('Name'), 'sprint 14');
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    const nameItem = dialog.getByLabelText('Name').closest('.ant-form-item') as HTMLElement;
    expect(await within(nameItem).findByText('Sprint name is already used in this project.')).toBeInTheDocument();
    expect(screen.getByTestId('version-form-dialog')).toBeInTheDocument();
  });

  it('edits a version: Save sends only what changed, with the lockVersion', async () => {
    const server = createProjectServer({ projects: [APOLLO], versions: [SPRINT_14] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openVersions(user);
    await user.click(await table.findByRole('button', { name: 'Edit Sprint 14' }));
    const dialog = await formDialog();
    expect(dialog.getByLabelText('Name')).toHaveValue('Sprint 14');
    expect(dialog.getByLabelText('Start date')).toHaveValue('2026-11-16');
    // Nothing to save yet.
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(dialog.getByLabelText('Name'));
    await fill(user, dialog.getByLabelText('Name'), 'Sprint 14: checkout');
    await choose(user, dialog, 'Status', 'Locked');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sprint updated successfully')).toBeInTheDocument();
    expect(versionWrites(server, 'PATCH')).toEqual([
      { url: '/api/v3/versions/14', body: { lockVersion: 2, name: 'Sprint 14: checkout', status: 'locked' } },
    ]);
    expect(await table.findByText('Sprint 14: checkout')).toBeInTheDocument();
    expect(rowOf(table, 'Sprint 14: checkout').getByText('Locked')).toBeInTheDocument();
  });

  it('after a conflict shows the latest, and saving again puts only the user\'s edits on top of the other change', async () => {
    const server = createProjectServer({ projects: [APOLLO], versions: [SPRINT_14] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openVersions(user);
    await user.click(await table.findByRole('button', { name: 'Edit Sprint 14' }));
    const dialog = await formDialog();
    server.changeVersionElsewhere(14, { description: 'Checkout and refunds' });

    await user.clear(dialog.getByLabelText('Name'));
    await fill(user, dialog.getByLabelText('Name'), 'Sprint 14: checkout');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByTestId('version-form-error')).toHaveTextContent('Someone else changed this version in the meantime.');
    // The list was read again: it shows their change.
    expect(await table.findByText('Checkout and refunds')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sprint updated successfully')).toBeInTheDocument();
    expect(versionWrites(server, 'PATCH').map((write) => write.body)).toEqual([
      { lockVersion: 2, name: 'Sprint 14: checkout' },
      { lockVersion: 3, name: 'Sprint 14: checkout' },
    ]);
    expect(server.versions().find((version) => version.id === 14)).toMatchObject({ name: 'Sprint 14: checkout', description: 'Checkout and refunds' });
  });

  it('closes and reopens a version with the switch; a conflict says so and shows the latest', async () => {
    const server = createProjectServer({ projects: [APOLLO], versions: [SPRINT_14, SPRINT_13] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openVersions(user);
    await table.findByText('Sprint 14');

    await user.click(rowOf(table, 'Sprint 14').getByRole('switch', { name: 'Sprint 14 open' }));
    expect(await screen.findByText('Sprint updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, 'Sprint 14').getByText('Closed')).toBeInTheDocument());
    expect(rowOf(table, 'Sprint 14').getByRole('switch', { name: 'Sprint 14 open' })).not.toBeChecked();

    server.changeVersionElsewhere(13, { status: 'locked' });
    await user.click(rowOf(table, 'Sprint 13').getByRole('switch', { name: 'Sprint 13 open' }));
    expect(await screen.findByText('Failed to update sprint')).toBeInTheDocument();
    expect(screen.getByText(/Someone else changed this version in the meantime/)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, 'Sprint 13').getByText('Locked')).toBeInTheDocument());

    expect(versionWrites(server, 'PATCH')).toEqual([
      { url: '/api/v3/versions/14', body: { lockVersion: 2, status: 'closed' } },
      { url: '/api/v3/versions/13', body: { lockVersion: 4, status: 'open' } },
    ]);
  });

  it('deletes a version after a confirmation that says its work packages become unassigned', async () => {
    const server = createProjectServer({ projects: [APOLLO], versions: [SPRINT_14, SPRINT_13] });
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openVersions(user);
    await user.click(await table.findByRole('button', { name: 'Delete Sprint 14' }));

    expect(await screen.findByText('Delete Sprint 14?')).toBeInTheDocument();
    expect(screen.getByText(/work packages .* become unassigned/)).toBeInTheDocument();
    expect(versionWrites(server, 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Sprint deleted successfully')).toBeInTheDocument();
    expect(versionWrites(server, 'DELETE')).toEqual([{ url: '/api/v3/versions/14', body: undefined }]);
    await waitFor(() => expect(names(table)).toEqual(['Sprint 13']));
  });

  it("takes the version off at once, and puts it back with the server's reason when the delete is refused", async () => {
    const server = createProjectServer({ projects: [APOLLO], versions: [SPRINT_14] });
    const answered = deferred();
    server.answerNext('DELETE', /^\/versions\/14$/, halError(403, 'MissingPermission', 'You are not allowed to delete this version.'), answered.promise);
    renderProjectPage(ADMIN);
    const user = setupUser();
    const table = await openVersions(user);
    await user.click(await table.findByRole('button', { name: 'Delete Sprint 14' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names(table)).toEqual([]));

    // The list is read again after the failure; until then the version is back from the rollback alone.
    const refetched = deferred();
    server.holdNext('GET', /^\/projects\/5\/versions$/, refetched.promise);
    answered.resolve();
    expect(await screen.findByText('Failed to delete sprint')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to delete this version.')).toBeInTheDocument();
    expect(names(table)).toEqual(['Sprint 14']);
    refetched.resolve();
  });

  it('says why the versions could not be loaded, and Retry loads them', async () => {
    const server = createProjectServer({ projects: [APOLLO], versions: [SPRINT_14] });
    server.answerNext('GET', /^\/projects\/5\/versions$/, halError(500, 'InternalServerError', 'The server ran into a problem.'));
    renderProjectPage(ADMIN);
    const user = setupUser();
    await screen.findByTestId('page-project-name');
    await user.click(screen.getByTestId('project-settings-button'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: 'Versions' }));

    expect(await screen.findByText('Failed to load versions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await screen.findByTestId('versions-table')).findByText('Sprint 14')).toBeInTheDocument();
  });

  describe('who may manage versions', () => {
    const READ_ONLY = { canUpdate: false, canDelete: false };

    it('offers nothing to change to a Team Leader without manage_versions (the server sent no action links)', async () => {
      createProjectServer({ projects: [APOLLO], versions: [{ ...SPRINT_14, ...READ_ONLY }], currentMembership: leaderWith(['view_members']) });
      renderProjectPage(MEMBER);
      const table = await openVersions(setupUser());
      await table.findByText('Sprint 14');
      const row = rowOf(table, 'Sprint 14');
      expect(row.getByRole('switch', { name: 'Sprint 14 open' })).toBeDisabled();
      expect(row.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('new-version-button')).not.toBeInTheDocument();
    });

    it("offers 'New version' to holders of manage_versions in their own membership, also before any version exists", async () => {
      createProjectServer({ projects: [APOLLO], currentMembership: leaderWith(['view_members', 'manage_versions']) });
      renderProjectPage(MEMBER);
      const table = await openVersions(setupUser());
      expect(await table.findByText('No versions available')).toBeInTheDocument();
      expect(screen.getByTestId('new-version-button')).toBeInTheDocument();
    });

    it("offers 'New version' when the server lets the caller change this project's versions (the permission through a group)", async () => {
      createProjectServer({ projects: [APOLLO], versions: [SPRINT_14], currentMembership: leaderWith(['view_members']) });
      renderProjectPage(MEMBER);
      const table = await openVersions(setupUser());
      await table.findByText('Sprint 14');
      expect(screen.getByTestId('new-version-button')).toBeInTheDocument();
    });

    it("offers 'System-wide' sharing to administrators only", async () => {
      createProjectServer({ projects: [APOLLO], currentMembership: leaderWith(['view_members', 'manage_versions']) });
      renderProjectPage(MEMBER);
      const user = setupUser();
      await openVersions(user);
      await user.click(screen.getByTestId('new-version-button'));
      const dialog = await formDialog();
      await user.click(dialog.getByRole('combobox', { name: 'Sharing' }));
      const option = await waitFor(() => {
        const found = document.querySelector('.ant-select-item-option[title="System-wide (administrators only)"]');
        if (!found) throw new Error('no System-wide option');
        return found;
      });
      expect(option).toHaveClass('ant-select-item-option-disabled');
    });
  });
});
