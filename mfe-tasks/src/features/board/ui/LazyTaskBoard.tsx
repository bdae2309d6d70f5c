// The board as the tasks page mounts it: its code (drag and drop among it) loads only in board mode, so the list and
// the calendar ship without it (issue 18). The page starts the load as it mounts (preloadTaskBoard), in parallel
// with the tasks' data, so the board seldom waits for it. If its code cannot load (a deploy replaced the chunk, the
// network dropped), it says so with a Retry.
import { Button, LazyLoaded, preloadLazy, Result, Skeleton } from '@tessera/shared';
import type { TaskBoardProps } from './TaskBoard';

// The page's message when the statuses (the columns) cannot be read; here, not with the columns' model, which imports
// the drag and drop helpers.
export const COLUMNS_LOAD_FAILED_MESSAGE = 'Failed to load status columns. Please refresh the page.';
export const BOARD_LOAD_FAILED_MESSAGE = 'The board could not be loaded. Check your connection and try again.';

const importBoard = () => import(/* webpackChunkName: "task-board" */ './TaskBoard');
const loadBoard = () => importBoard().then((module) => ({ default: module.TaskBoard }));

/** Starts loading the board's code ahead of need. */
export function preloadTaskBoard(): void {
  preloadLazy(importBoard);
}

const boardLoadFailed = (retry: () => void) => (
  <Result status="warning" subTitle={BOARD_LOAD_FAILED_MESSAGE} extra={<Button onClick={retry}>Retry</Button>} data-testid="board-load-error" />
);

/** The kanban board (same props as the board itself), its code loaded on first render. */
export function TaskBoard(props: TaskBoardProps) {
  return <LazyLoaded load={loadBoard} props={props} placeholder={<Skeleton active paragraph={{ rows: 8 }} />} failed={boardLoadFailed} />;
}
