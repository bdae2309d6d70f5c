// Drag and drop for the boards (the tasks board in mfe-tasks, the sprint board in mfe-sprints): the sensors with the
// specs' thresholds, the progressive rendering of a column's cards and what else the two boards do alike. A separate
// entry (`@tessera/shared/dnd`), not part of the main one: it imports @hello-pangea/dnd, which only the boards'
// remotes load (as a federation shared module, see mf-shared.cjs).
export * from './sensors';
export * from './use-progressive-count';
export * from './board';
export * from './DroppableColumnBody';
