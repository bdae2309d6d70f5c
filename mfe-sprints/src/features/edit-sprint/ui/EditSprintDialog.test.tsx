import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import { setupUser } from '@tessera/shared/test/user';
import ProjectSprintsView from '../../../exposed/ProjectSprintsView';
import { createSprintsServer } from '../../../../test/sprints-server';
import { sprintStatistics, versionHal, wpHal } from '../../../../test/fixtures';
import { renderWithSuite } from '../../../../test/render';
import { choose } from '../../../../test/form';
import { resetBoardPrefs, useBoardPrefsStore } from '../../sprint-board';
import { SPRINT_UPDATE_FAILED_MESSAGE, SPRINT_UPDATED_MESSAGE } from './EditSprintDialog';

function server() {
  return createSprintsServer({
    versions: [
      versionHal(1, { name: 'Sprint 1', status: 'closed', startDate: '2026-01-05', endDate: '2026-01-16', daysRemaining: null, lockVersion: 4 }),
      versionHal(2, { name: 'Sprint 2', startDate: '2026-11-16', endDate: '2026-11-27', createdAt: '2026-11-01T09:00:00Z', updatedAt: '2026-11-02T10:30:00Z' }),
    ],
    workPackages: [wpHal(11, {}, { versionId: 2 }), wpHal(13, {}, { versionId: 1, statusId: 4 })],
  });
}

async function openEdit(name: string) {
  await screen.findByTestId('sprint-board');
  fireEvent.click(screen.getByLabelText(`Sprint actions for ${name}`));
  fireEvent.click(await screen.findByText('Edit Sprint'));
  const dialog = within(await screen.findByTestId('edit-sprint-dialog'));
  await dialog.findByLabelText('Start date');
  return dialog;
}

const saveButton = (dialog: ReturnType<typeof within>) => dialog.getByTestId('edit-sprint-submit');

// These journeys include closed sprints, which the board hides by default.
beforeEach(() => useBoardPrefsStore.setState({ status: 'all' }));
afterEach(() => resetBoardPrefs());

describe('Edit Sprint', () => {
  it('shows the sprint, its preview and metadata, and has nothing to save until something changes', async () => {
    server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openEdit('Sprint 2');
    expect(dialog.getByLabelText('Name')).toHaveValue('Sprint 2');
    expect(saveButton(dialog)).toHaveTextContent('No Changes');
    expect(saveButton(dialog)).toBeDisabled();
    const metadata = within(dialog.getByTestId('sprint-metadata'));
    expect(metadata.getByText('2')).toBeInTheDocument();
    expect(metadata.getByText(/Nov 1, 2026/)).toBeInTheDocument();
    expect(dialog.getByTestId('sprint-preview')).toHaveTextContent('Sprint 2');

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sprint 2: checkout' } });
    await waitFor(() => expect(saveButton(dialog)).toHaveTextContent('Save Changes'));
    expect(saveButton(dialog)).toBeEnabled();
    expect(dialog.getByTestId('sprint-preview')).toHaveTextContent('Sprint 2: checkout');

    // A blank name only disables Save: no error text on edit.
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: '   ' } });
    await waitFor(() => expect(saveButton(dialog)).toBeDisabled());
    expect(dialog.queryByText('Sprint name is required')).not.toBeInTheDocument();
  });

  it('lists the pending changes as old versus new and sends only those with the lockVersion', async () => {
    const api = server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openEdit('Sprint 2');
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sprint 2b' } });
    await choose(dialog, 'Status', 'Locked');
    expect(await dialog.findByText('Status will change from Open to Locked')).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('tab', { name: /Changes/ }));
    const name = within(await dialog.findByTestId('change-name'));
    expect(name.getByLabelText('Name before')).toHaveTextContent('Sprint 2');
    expect(name.getByLabelText('Name after')).toHaveTextContent('Sprint 2b');
    expect(within(dialog.getByTestId('change-status')).getByLabelText('Status after')).toHaveTextContent('Locked');
    expect(dialog.queryByTestId('change-endDate')).not.toBeInTheDocument();

    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText(SPRINT_UPDATED_MESSAGE)).toBeInTheDocument();
    expect(api.requests('PATCH', /^\/versions\/2$/).map((request) => request.body)).toEqual([{ name: 'Sprint 2b', status: 'locked', lockVersion: 1 }]);
    // The column follows: renamed and locked.
    const column = within(await screen.findByTestId('sprint-column-version-2'));
    expect(column.getByText('Sprint 2b')).toBeInTheDocument();
    expect(column.getByText('Locked')).toBeInTheDocument();
  });

  it('takes Enter in a date field as confirming the date; the changes are saved only from Save', async () => {
    const api = server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openEdit('Sprint 2');
    const user = setupUser();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sprint 2b' } });
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    const end = dialog.getByLabelText('End date');
    await user.click(end);
    await user.clear(end);
    await user.keyboard('2026-12-04{Enter}');
    await waitFor(() => expect(end).toHaveValue('2026-12-04'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests('PATCH')).toHaveLength(0);
    expect(screen.getByTestId('edit-sprint-dialog')).toBeInTheDocument();

    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText(SPRINT_UPDATED_MESSAGE)).toBeInTheDocument();
    expect(api.requests('PATCH', /^\/versions\/2$/).map((request) => request.body)).toEqual([{ name: 'Sprint 2b', endDate: '2026-12-04', lockVersion: 1 }]);
  }, 60_000);

  it('shows the statistics of the sprint, with Retry when they fail', async () => {
    const api = server();
    // Down when the dialog opens, and still when the tab (mounted on first view) asks again.
    api.answerNext('GET', /^\/sprints\/2\/statistics$/, halError(500, 'InternalServerError', 'Statistics are down.'));
    api.answerNext('GET', /^\/sprints\/2\/statistics$/, halError(500, 'InternalServerError', 'Statistics are down.'));
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openEdit('Sprint 2');
    fireEvent.click(dialog.getByRole('tab', { name: 'Statistics' }));
    expect(await dialog.findByText('Statistics are down.')).toBeInTheDocument();
    api.answerNext('GET', /^\/sprints\/2\/statistics$/, jsonResponse(200, sprintStatistics({ totalWorkItems: 12, completedWorkItems: 7, velocity: 2.1 })));
    fireEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    const stats = within(await dialog.findByTestId('sprint-statistics'));
    expect(stats.getByText('/ 12 done')).toBeInTheDocument();
    expect(stats.getByText('2.1 pts/day')).toBeInTheDocument();
  });

  it('warns that reopening a closed sprint makes its work items active again', async () => {
    server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openEdit('Sprint 1');
    await choose(dialog, 'Status', 'Open');
    expect(await dialog.findByText('Status will change from Closed to Open')).toBeInTheDocument();
    expect(await dialog.findByTestId('reopen-warning')).toHaveTextContent('its 1 work item active again');
  });

  it('says when someone else changed the sprint, reloads it on request and saves over the fresh copy', async () => {
    const api = server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openEdit('Sprint 2');
    // Someone else renamed the description meanwhile.
    api.state.versions[1] = { ...api.state.versions[1], lockVersion: 2, description: { format: 'markdown', raw: 'Their goal', html: '' } };
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Sprint 2b' } });
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    fireEvent.click(saveButton(dialog));
    expect(await dialog.findByTestId('sprint-conflict')).toHaveTextContent('Someone else changed this sprint');
    expect(screen.queryByText(SPRINT_UPDATE_FAILED_MESSAGE)).not.toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(dialog.queryByTestId('sprint-conflict')).not.toBeInTheDocument());
    // The edits are kept and compared with the fresh copy (whose description the form does not touch).
    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText(SPRINT_UPDATED_MESSAGE)).toBeInTheDocument();
    expect(api.requests('PATCH', /^\/versions\/2$/).map((request) => request.body)).toEqual([
      { name: 'Sprint 2b', lockVersion: 1 },
      { name: 'Sprint 2b', description: { raw: '' }, lockVersion: 2 },
    ]);
  });
});
