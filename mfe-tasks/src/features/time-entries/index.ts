// Time logged on a task: the list with its total and inline edits, and the log-time dialog (the task panel shows it).
export { TimeEntriesCard } from './ui/TimeEntriesCard';
