// The kanban board: a column per status, cards moved by mouse, touch or keyboard (a move to another column changes
// the task's status). The page mounts <TaskBoard> (its code loads in board mode only); live updates ask whether a
// card's move is still being saved.
export { BOARD_LOAD_FAILED_MESSAGE, COLUMNS_LOAD_FAILED_MESSAGE, preloadTaskBoard, TaskBoard } from './ui/LazyTaskBoard';
export type { TaskBoardProps } from './ui/TaskBoard';
export { isStatusUpdatePending, moveTaskToStatus } from './model/status-move';
