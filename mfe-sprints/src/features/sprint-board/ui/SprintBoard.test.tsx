import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { DragDropContextProps, DropResult } from '@hello-pangea/dnd';
import { BOARD_SENSORS } from '@tessera/shared/dnd';
import { halError } from '@tessera/shared/test/fetch-mock';
import ProjectSprintsView from '../../../exposed/ProjectSprintsView';
import { createSprintsServer } from '../../../../test/sprints-server';
import { versionHal, wpHal } from '../../../../test/fixtures';
import { renderWithSuite } from '../../../../test/render';
import { resetBoardPrefs, useBoardPrefsStore } from '../model/board-prefs-store';
import { ASSIGN_FAILED_MESSAGE, UNASSIGN_FAILED_MESSAGE } from '../model/assign-task';
import { PROJECT_ARCHIVED_NOTE } from '../model/board-messages';

// The drag library needs real layout to drag (Playwright covers that); here its context hands over the drop
// callback so a test can drop as the library does at the end of a drag, and each droppable reports whether it
// takes drops.
let dragDropProps: DragDropContextProps | undefined;
const dropDisabled = new Map<string, boolean>();
const dragDisabled = new Map<string, boolean>();
jest.mock('@hello-pangea/dnd', () => ({
  DragDropContext: (props: DragDropContextProps) => {
    dragDropProps = props;
    return props.children;
  },
  Droppable: ({ children, droppableId, isDropDisabled }: { droppableId: string; isDropDisabled?: boolean; children: (provided: unknown, snapshot: unknown) => ReactNode }) => {
    dropDisabled.set(droppableId, Boolean(isDropDisabled));
    return children({ innerRef: () => {}, droppableProps: {}, placeholder: null }, { isDraggingOver: false });
  },
  Draggable: ({ children, draggableId, isDragDisabled }: { draggableId: string; isDragDisabled?: boolean; children: (provided: unknown, snapshot: unknown) => ReactNode }) => {
    dragDisabled.set(draggableId, Boolean(isDragDisabled));
    return children({ innerRef: () => {}, draggableProps: {}, dragHandleProps: null }, { isDropAnimating: false });
  },
  useKeyboardSensor: () => {},
}));

// What the library's live region is told during the drag (its `provided.announce`).
let dragAnnouncements: string[] = [];
const provided = { announce: (message: string) => dragAnnouncements.push(message) };

function drop(taskId: number, from: string, to: string) {
  const result: DropResult = {
    draggableId: `task-${taskId}`, type: 'DEFAULT', mode: 'SNAP', reason: 'DROP', combine: null,
    source: { droppableId: from, index: 0 }, destination: { droppableId: to, index: 0 },
  };
  act(() => {
    dragDropProps!.onDragStart?.({ draggableId: result.draggableId, type: 'DEFAULT', mode: 'SNAP', source: result.source }, provided);
    dragDropProps!.onDragUpdate?.({ ...result }, provided);
    dragDropProps!.onDragEnd(result, provided);
  });
}

const liveRegion = () => screen.getByTestId('live-announcer');

const cardsIn = (columnId: string) =>
  within(screen.getByTestId(`sprint-column-${columnId}-cards`)).queryAllByTestId(/^sprint-task-/).map((card) => Number(card.getAttribute('data-testid')!.replace('sprint-task-', '')));

function server() {
  return createSprintsServer({
    versions: [versionHal(2, { name: 'Sprint 2' }), versionHal(3, { name: 'Sprint 3', status: 'closed', daysRemaining: null })],
    workPackages: [wpHal(11, { subject: 'Pay with a saved card' }, { versionId: 2 }), wpHal(14, { subject: 'Write the release notes', lockVersion: 2 })],
  });
}

// These journeys include closed sprints, which the board hides by default.
beforeEach(() => {
  useBoardPrefsStore.setState({ status: 'all' });
  dragAnnouncements = [];
  dragDisabled.clear();
  dropDisabled.clear();
});
afterEach(() => resetBoardPrefs());

describe('dragging tasks between sprints', () => {
  it('uses the suite sensors only, and takes drops on open sprints and Unassigned only', async () => {
    server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    await screen.findByTestId('sprint-board');
    expect(dragDropProps!.enableDefaultSensors).toBe(false);
    expect(dragDropProps!.sensors).toBe(BOARD_SENSORS);
    expect(Object.fromEntries(dropDisabled)).toEqual({ unassigned: false, 'version-2': false, 'version-3': true });
  });

  it('assigns a task dropped on a sprint at once, saves it with its lockVersion, and says so', async () => {
    const api = server();
    const release = api.hold('PATCH', /^\/work_packages\/14$/);
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    await screen.findByTestId('sprint-board');
    drop(14, 'unassigned', 'version-2');
    // No waiting: the card is in its new column in the drop's own render.
    expect(cardsIn('version-2')).toEqual([11, 14]);
    expect(cardsIn('unassigned')).toEqual([]);
    await act(async () => release());
    expect(await screen.findByText('Task "Write the release notes" assigned to Sprint 2')).toBeInTheDocument();
    // Lift, position and drop are read out in the board's words, then the saved assignment.
    expect(dragAnnouncements).toEqual([
      expect.stringMatching(/^Picked up task "Write the release notes" in Unassigned Tasks, position 1 of 1\./),
      'Task "Write the release notes" is over Sprint 2, position 1. Dropping it here assigns it to Sprint 2.',
      'Task "Write the release notes" dropped in Sprint 2. Saving.',
    ]);
    expect(liveRegion()).toHaveTextContent('Task "Write the release notes" assigned to Sprint 2');
    expect(api.requests('PATCH', /^\/work_packages\/14$/)[0].body).toEqual({ lockVersion: 2, _links: { version: { href: '/api/v3/versions/2' } } });
    expect(cardsIn('version-2')).toEqual([11, 14]);
  });

  it('unassigns a task dropped on Unassigned', async () => {
    const api = server();
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    await screen.findByTestId('sprint-board');
    drop(11, 'version-2', 'unassigned');
    expect(cardsIn('unassigned')).toEqual([11, 14]);
    expect(await screen.findByText('Task "Pay with a saved card" unassigned from version')).toBeInTheDocument();
    expect(api.requests('PATCH', /^\/work_packages\/11$/)[0].body).toEqual({ lockVersion: 0, _links: { version: { href: null } } });
  });

  it("puts the card back when the save fails, with the server's reason", async () => {
    const api = server();
    api.answerNext('PATCH', /^\/work_packages\/14$/, halError(403, 'MissingPermission', 'You may not assign versions in this project.'));
    renderWithSuite(<ProjectSprintsView projectId={5} />);
    await screen.findByTestId('sprint-board');
    drop(14, 'unassigned', 'version-2');
    expect(cardsIn('version-2')).toEqual([11, 14]);
    expect(await screen.findByText(ASSIGN_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('You may not assign versions in this project.')).toBeInTheDocument();
    await waitFor(() => expect(cardsIn('unassigned')).toEqual([14]));
    expect(cardsIn('version-2')).toEqual([11]);
    expect(liveRegion()).toHaveTextContent(`${ASSIGN_FAILED_MESSAGE}: You may not assign versions in this project. The task is back where it was.`);

    api.answerNext('PATCH', /^\/work_packages\/11$/, halError(500, 'InternalServerError', 'Something broke.'));
    drop(11, 'version-2', 'unassigned');
    expect(await screen.findByText(UNASSIGN_FAILED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(cardsIn('version-2')).toEqual([11]));
  });

  it('on an archived project offers no drag and no sprint actions, and says why', async () => {
    const api = createSprintsServer({
      archived: true,
      versions: [versionHal(2, { name: 'Sprint 2' })],
      workPackages: [wpHal(11, { subject: 'Pay with a saved card' }, { versionId: 2 }), wpHal(14, { subject: 'Write the release notes' })],
    });
    renderWithSuite(<ProjectSprintsView projectId={5} />, { admin: true });
    expect(await screen.findByText(PROJECT_ARCHIVED_NOTE)).toBeInTheDocument();
    await waitFor(() => expect(Object.fromEntries(dragDisabled)).toEqual({ 'task-11': true, 'task-14': true }));
    expect(Object.fromEntries(dropDisabled)).toEqual({ unassigned: true, 'version-2': true });
    // Not even an admin is offered what the server refuses there.
    expect(screen.queryByRole('button', { name: 'Create Sprint' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sprint actions for Sprint 2' })).not.toBeInTheDocument();
    expect(api.requests('PATCH', /^\/work_packages\//)).toEqual([]);
  });
});
