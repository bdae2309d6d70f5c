// The Backlog view of the Scrum area (issue 19): product and sprint backlogs, ordered and planned by dragging.
export { BacklogView, BACKLOG_ERROR_TITLE, LOADING_BACKLOG_MESSAGE, PRODUCT_BACKLOG_TITLE } from './ui/BacklogView';
export { backlogKeys, useBacklogs, type Backlogs, type Story } from './api/backlog-api';
