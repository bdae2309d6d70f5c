// The organization's backlogs (issue 19): the first 30 projects' product and sprint backlogs, with totals and the way
// into each project's Backlog view.
export { OrganizationBacklog } from './ui/OrganizationBacklog';
export { fetchOrganizationBacklogs, organizationBacklogKeys, useOrganizationBacklogs, type OrganizationBacklogs } from './api/organization-backlog-api';
export { NO_BACKLOGS_TITLE, ORGANIZATION_BACKLOGS_ERROR_TITLE, ORGANIZATION_BACKLOGS_TITLE, organizationSummary, projectBacklogPath, projectTotals } from './model/organization-backlog';
