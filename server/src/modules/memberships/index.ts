// The memberships module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { membershipRoutes } from './routes.ts';

export const membershipsModule: ServerModule = { name: 'memberships', routes: membershipRoutes };

export { insertMemberRoles, insertMembership, projectMembershipPage } from './queries.ts';
export { embeddedUser, hydrateMemberships, membershipsHrefFor, principalPath, representMembership } from './representer.ts';
export { membershipRoutes };
