// The ids the drag and drop library knows the board's columns and cards by. Their own module, so that columns.ts
// (which builds the columns with them) and drag-end.ts (which reads a drop against the columns) need not import each other.
export const UNASSIGNED_DROPPABLE_ID = 'unassigned';
export const sprintDroppableId = (versionId: number) => `version-${versionId}`;
export const cardDraggableId = (taskId: number) => `task-${taskId}`;
