// The calendar view: a month of tasks by due date.
export { TaskCalendar, type TaskCalendarProps } from './ui/TaskCalendar';
