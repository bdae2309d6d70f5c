// The kanban board: a column per status, cards moved by mouse, touch or keyboard (a move to another column changes
// the task's status). The page mounts <TaskBoard>; live updates ask whether a card's move is still being saved.
export { TaskBoard, type TaskBoardProps } from './ui/TaskBoard';
export { COLUMNS_LOAD_FAILED_MESSAGE } from './model/columns';
export { isStatusUpdatePending, moveTaskToStatus } from './model/status-move';
