// The sprint (a project version) as every feature of this area sees it: the area's query keys, the versions list
// and its cache, a sprint's statistics, how a sprint is shown (dates, days left, status tones) and who may manage
// sprints. Features import it from here, never from its files.
export { sprintKeys } from './api/sprint-keys';
export { fetchVersion, forgetDeletedSprint, invalidateAfterVersionWrite, putVersionInCache, useProjectVersions } from './api/versions-api';
export { useSprintStatistics, type SprintHealth, type SprintStatistics, type SprintVerdict } from './api/sprint-statistics-api';
export { statsRetry } from './api/stats-retry';
export { daysUntil, sprintDateRange, STATUS_TAG_TONES } from './model/sprint-display';
export { DAYS_LEFT_TONES, daysLeftBadge } from './model/days-left';
export { readableTextOn, type Tone } from './model/tones';
export { useCanManageVersions, useProjectArchived } from './model/use-can-manage-versions';
export { QueryState } from './ui/QueryState';
export { ToneTag } from './ui/ToneTag';
