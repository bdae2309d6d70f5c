import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { halError, jsonResponse } from '@tessera/shared/test/fetch-mock';
import { queryClient } from '@tessera/shared';
import { sprintKeys } from '../../../entities/sprint';
import ProjectSprintsView from '../../../exposed/ProjectSprintsView';
import { createSprintsServer } from '../../../../test/sprints-server';
import { sprintStatistics, versionHal, wpHal } from '../../../../test/fixtures';
import { renderWithSuite } from '../../../../test/render';
import { resetBoardPrefs, useBoardPrefsStore } from '../../sprint-board';
import { SPRINT_DELETE_FAILED_MESSAGE, SPRINT_DELETED_MESSAGE } from '../model/use-delete-sprint';
import { BOARD_COUNTS_NOTE, TYPE_NAME_LABEL } from './DeleteSprintDialog';

function server() {
  return createSprintsServer({
    versions: [
      versionHal(2, { name: 'Sprint 2', sharing: 'descendants' }),
      versionHal(3, { name: 'Sprint 3' }),
      versionHal(4, { name: 'Sprint 4', status: 'closed', daysRemaining: null }),
    ],
    workPackages: [
      wpHal(11, {}, { versionId: 2 }),
      wpHal(12, {}, { versionId: 2, statusId: 4 }),
      wpHal(13, {}, { versionId: 4, statusId: 4 }),
    ],
  });
}

async function openDelete(name: string) {
  await screen.findByTestId('sprint-board');
  fireEvent.click(screen.getByLabelText(`Sprint actions for ${name}`));
  // Menus opened before stay in the document (hidden): the newest one is last.
  const items = await screen.findAllByText('Delete Sprint');
  fireEvent.click(items[items.length - 1]);
  const dialog = within(await screen.findByTestId('delete-sprint-dialog'));
  await dialog.findByTestId('delete-risk');
  return dialog;
}

const boxes = (dialog: ReturnType<typeof within>) => dialog.getAllByRole('checkbox');
const confirmButton = (dialog: ReturnType<typeof within>) => dialog.getByTestId('delete-sprint-confirm');
const typeName = (dialog: ReturnType<typeof within>, text: string) => fireEvent.change(dialog.getByLabelText(new RegExp(TYPE_NAME_LABEL)), { target: { value: text } });

// These journeys include closed sprints, which the board hides by default.
beforeEach(() => useBoardPrefsStore.setState({ status: 'all' }));
afterEach(() => resetBoardPrefs());

describe('Delete Sprint', () => {
  it('rates a sprint with active items high risk, lists the impact, and wants every box and the exact name', async () => {
    server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openDelete('Sprint 2');
    expect(dialog.getByTestId('delete-risk')).toHaveAttribute('data-risk', 'high');
    expect(dialog.getByTestId('delete-risk')).toHaveTextContent('High risk');
    const impact = dialog.getByTestId('delete-impact');
    expect(impact).toHaveTextContent('2 work items (1 active, 1 completed) will be moved to Unassigned');
    expect(impact).toHaveTextContent('it disappears from every project it is shared with');
    expect(dialog.getByTestId('delete-sprint-info')).toHaveTextContent('Subprojects');

    expect(boxes(dialog)).toHaveLength(3);
    expect(dialog.getByText('I understand that its 2 work items will be moved to Unassigned')).toBeInTheDocument();
    expect(confirmButton(dialog)).toBeDisabled();
    boxes(dialog).forEach((box: HTMLElement) => fireEvent.click(box));
    expect(confirmButton(dialog)).toBeDisabled();

    typeName(dialog, 'sprint 2');
    expect(dialog.getByRole('alert')).toHaveTextContent("Name doesn't match. Please type exactly: Sprint 2");
    expect(confirmButton(dialog)).toBeDisabled();
    typeName(dialog, 'Sprint 2');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(confirmButton(dialog)).toBeEnabled();

    fireEvent.click(boxes(dialog)[0]);
    expect(confirmButton(dialog)).toBeDisabled();
  });

  it('rates a sprint with only completed items medium risk, and an empty one low risk without the work-items box', async () => {
    server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    let dialog = await openDelete('Sprint 4');
    expect(dialog.getByTestId('delete-risk')).toHaveAttribute('data-risk', 'medium');
    expect(boxes(dialog)).toHaveLength(3);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('delete-sprint-dialog')).not.toBeInTheDocument());

    dialog = await openDelete('Sprint 3');
    expect(dialog.getByTestId('delete-risk')).toHaveAttribute('data-risk', 'low');
    expect(boxes(dialog)).toHaveLength(2);
    expect(dialog.queryByText(/will be moved to Unassigned/)).not.toBeInTheDocument();
  });

  it('removes the column at once, its tasks going to Unassigned, and confirms when the server has deleted it', async () => {
    const api = server();
    const release = api.hold('DELETE', /^\/versions\/2$/);
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openDelete('Sprint 2');
    boxes(dialog).forEach((box: HTMLElement) => fireEvent.click(box));
    typeName(dialog, 'Sprint 2');
    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(screen.queryByTestId('sprint-column-version-2')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('sprint-column-unassigned')).getByTestId('sprint-task-11')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText(SPRINT_DELETED_MESSAGE)).toBeInTheDocument();
    expect(api.requests('DELETE', /^\/versions\/2$/)).toHaveLength(1);
    expect(screen.queryByTestId('sprint-column-version-2')).not.toBeInTheDocument();
  });

  it("drops the deleted sprint's figures instead of asking for them again (they would only be a 404)", async () => {
    const api = server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    await screen.findByTestId('sprint-board');
    // The analytics' Health tab follows the first open sprint: Sprint 2.
    fireEvent.click(screen.getByRole('button', { name: /Show Stats/ }));
    const analytics = within(await screen.findByTestId('sprint-analytics'));
    fireEvent.click(await analytics.findByRole('tab', { name: 'Health' }));
    expect(await analytics.findByRole('heading', { name: /^Sprint 2/ })).toBeInTheDocument();
    const asked = () => api.requests('GET', /^\/sprints\/2\/statistics$/).length;

    const dialog = await openDelete('Sprint 2');
    boxes(dialog).forEach((box: HTMLElement) => fireEvent.click(box));
    typeName(dialog, 'Sprint 2');
    const before = asked();
    fireEvent.click(confirmButton(dialog));
    expect(await screen.findByText(SPRINT_DELETED_MESSAGE)).toBeInTheDocument();
    // Health moves on to the next open sprint; the deleted one is neither asked for nor kept.
    expect(await analytics.findByRole('heading', { name: /^Sprint 3/ })).toBeInTheDocument();
    await waitFor(() => expect(api.requests('GET', /^\/projects\/5\/versions$/).length).toBeGreaterThan(1));
    expect(asked()).toBe(before);
    expect(queryClient.getQueryCache().findAll({ queryKey: sprintKeys.sprint(2) })).toEqual([]);
  });

  it("brings the column back when the server refuses, with the server's reason", async () => {
    const api = server();
    api.answerNext('DELETE', /^\/versions\/2$/, halError(403, 'MissingPermission', 'You may not manage versions in this project.'));
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openDelete('Sprint 2');
    boxes(dialog).forEach((box: HTMLElement) => fireEvent.click(box));
    typeName(dialog, 'Sprint 2');
    fireEvent.click(confirmButton(dialog));
    expect(await screen.findByText(SPRINT_DELETE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('You may not manage versions in this project.')).toBeInTheDocument();
    const column = within(await screen.findByTestId('sprint-column-version-2'));
    expect(column.getByTestId('sprint-task-11')).toBeInTheDocument();
  });

  it("falls back to this board's counts when the sprint statistics fail, saying so, with Retry", async () => {
    const api = server();
    api.answerNext('GET', /^\/sprints\/2\/statistics$/, halError(500, 'InternalServerError', 'Statistics are down.'));
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    const dialog = await openDelete('Sprint 2');
    expect(dialog.getByText(BOARD_COUNTS_NOTE)).toBeInTheDocument();
    expect(dialog.getByTestId('delete-risk')).toHaveAttribute('data-risk', 'high');
    api.answerNext('GET', /^\/sprints\/2\/statistics$/, jsonResponse(200, sprintStatistics({ totalWorkItems: 5, completedWorkItems: 5 })));
    fireEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dialog.getByTestId('delete-risk')).toHaveAttribute('data-risk', 'medium'));
    expect(dialog.queryByText(BOARD_COUNTS_NOTE)).not.toBeInTheDocument();
  });
});
