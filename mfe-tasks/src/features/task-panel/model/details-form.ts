// Spec 001 sections 5, 8 and 9: the Details tab's limits and the status dropdown's texts.

export { TASK_HOURS_STEP as HOURS_STEP, descendantIds } from '../../../entities/task';

export const LOADING_STATUSES = 'Loading statuses...';
export const ERROR_LOADING_STATUSES = 'Error loading statuses';
export const NO_STATUSES = 'No statuses available';

export const DESCRIPTION_PLACEHOLDER = 'Markdown: **bold**, _italic_, lists, [links](https://example.com)';
export const DESCRIPTION_PREVIEW_LABEL = 'Preview (as saved)';
export const NO_DESCRIPTION = 'No description';
