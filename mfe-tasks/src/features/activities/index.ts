// A task's timeline: comments (with attachments and reactions) and changes. The task panel shows <ActivitiesTab>;
// live updates refresh it through activityKeys.
export { ActivitiesTab } from './ui/ActivitiesTab';
export { activityKeys } from './model/activity-keys';
