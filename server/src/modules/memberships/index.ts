// The memberships module's public face: the only file other modules (and the app) import from it.
import type { ServerModule } from '../module.ts';
import { membershipRoutes } from './routes.ts';
import { MEMBERSHIP_COMPONENTS } from './schemas.ts';

export const membershipsModule: ServerModule = { name: 'memberships', routes: membershipRoutes, schemas: MEMBERSHIP_COMPONENTS };

export { insertMemberRoles, insertMembership, projectMembershipPage } from './queries.ts';
export { embeddedUser, hydrateMemberships, membershipsHrefFor, principalPath, representMembership } from './representer.ts';
export { membershipRoutes };
