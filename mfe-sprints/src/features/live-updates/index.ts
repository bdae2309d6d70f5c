// Keeps the sprint board in step with what others change (the project's event stream) and with the task panel.
export { useLiveSprintUpdates, useRefetchWhenTaskPanelCloses } from './model/use-live-sprint-updates';
