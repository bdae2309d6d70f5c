import { hashPassword, type PasswordHashingConfig } from '../auth/passwords.ts';
import type { Db } from '../db/index.ts';
import type { RoleType } from '../db/schema.ts';
import { createUser } from '../modules/users/index.ts';
import { insertMemberships, insertProjectRoles, insertRows, insertRowsReturningIds, type MembershipSpec } from './bulk.ts';
import { DEFAULT_PROJECT_ROLES } from './roles.ts';
import { seedDemoVersions } from './sprints.ts';
import { seedDemoTimeAndCosts } from './time-costs.ts';
import { seedDemoWorkPackages } from './work-packages.ts';
import { enableDefaultTypes } from '../modules/projects/index.ts';
import { seedDemoDocuments } from './documents.ts';
import { seedDemoForums } from './forums.ts';

/** Demo logins printed at start; the password meets the policy. */
export const DEMO_PASSWORD = 'Tessera-demo-1';
export const DEMO_ADMIN_EMAIL = 'admin@tessera.local';
export const DEMO_MANAGER_EMAIL = 'manager@tessera.local';
export const DEMO_MEMBER_EMAIL = 'member@tessera.local';
export const DEMO_LOGIN_EMAILS = [DEMO_ADMIN_EMAIL, DEMO_MANAGER_EMAIL, DEMO_MEMBER_EMAIL] as const;

interface DemoUser {
  key: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  roleType: RoleType;
}

const DEMO_USERS: DemoUser[] = [
  { key: 'admin', login: 'admin', email: DEMO_ADMIN_EMAIL, firstName: 'Ada', lastName: 'Okafor', roleType: 'admin' },
  { key: 'manager', login: 'manager', email: DEMO_MANAGER_EMAIL, firstName: 'Marcus', lastName: 'Lindqvist', roleType: 'manager' },
  { key: 'priya', login: 'member', email: DEMO_MEMBER_EMAIL, firstName: 'Priya', lastName: 'Raman', roleType: 'member' },
  { key: 'tomas', login: 'tomas.herrera', email: 'tomas.herrera@tessera.local', firstName: 'Tomás', lastName: 'Herrera', roleType: 'member' },
  { key: 'hannah', login: 'hannah.becker', email: 'hannah.becker@tessera.local', firstName: 'Hannah', lastName: 'Becker', roleType: 'member' },
  { key: 'kwame', login: 'kwame.mensah', email: 'kwame.mensah@tessera.local', firstName: 'Kwame', lastName: 'Mensah', roleType: 'member' },
  { key: 'sofia', login: 'sofia.rossi', email: 'sofia.rossi@tessera.local', firstName: 'Sofia', lastName: 'Rossi', roleType: 'member' },
  { key: 'liam', login: 'liam.oconnor', email: 'liam.oconnor@tessera.local', firstName: 'Liam', lastName: "O'Connor", roleType: 'member' },
  { key: 'mei', login: 'mei.chen', email: 'mei.chen@tessera.local', firstName: 'Mei', lastName: 'Chen', roleType: 'member' },
  { key: 'noah', login: 'noah.fischer', email: 'noah.fischer@tessera.local', firstName: 'Noah', lastName: 'Fischer', roleType: 'member' },
];

interface DemoProject {
  key: string;
  identifier: string;
  name: string;
  description: string;
  parent?: string;
  public: boolean;
  active?: boolean;
  templated?: boolean;
  status: string | null;
  statusExplanation?: string;
  /** Age in days of created_at / updated_at, so lists sort believably. */
  createdDaysAgo: number;
  updatedDaysAgo: number;
}

const DEMO_PROJECTS: DemoProject[] = [
  { key: 'web', identifier: 'website_relaunch', name: 'Website relaunch', description: 'Rebuild the public website on the new brand: faster pages, accessible by default, and content the marketing team can edit without a developer.', public: true, status: 'on_track', statusExplanation: 'Design sign-off done; build phase started.', createdDaysAgo: 120, updatedDaysAgo: 1 },
  { key: 'design_system', identifier: 'design_system', name: 'Design system', description: 'Shared components, tokens and usage guidelines for every product surface.', parent: 'web', public: true, status: 'on_track', createdDaysAgo: 110, updatedDaysAgo: 2 },
  { key: 'content', identifier: 'content_migration', name: 'Content migration', description: 'Move 1,400 pages from the old CMS, retire outdated articles and set up redirects.', parent: 'web', public: false, status: 'at_risk', statusExplanation: 'Redirect mapping is behind schedule.', createdDaysAgo: 95, updatedDaysAgo: 4 },
  { key: 'mobile', identifier: 'mobile_app', name: 'Mobile app', description: 'The customer app for iOS and Android: account, orders and support in one place.', public: true, status: 'on_track', createdDaysAgo: 300, updatedDaysAgo: 3 },
  { key: 'ios', identifier: 'mobile_ios_3', name: 'iOS release 3.0', description: 'Offline mode, the new checkout and widget support for iOS 18.', parent: 'mobile', public: false, status: 'off_track', statusExplanation: 'App review rejected the first build; fix in progress.', createdDaysAgo: 60, updatedDaysAgo: 0 },
  { key: 'android', identifier: 'mobile_android_3', name: 'Android release 3.0', description: 'Feature parity with iOS 3.0 plus Material You theming.', parent: 'mobile', public: false, status: 'on_track', createdDaysAgo: 58, updatedDaysAgo: 5 },
  { key: 'portal', identifier: 'customer_portal', name: 'Customer portal', description: 'Self-service portal where business customers manage contracts, invoices and users.', public: false, status: 'not_started', createdDaysAgo: 20, updatedDaysAgo: 9 },
  { key: 'dwh', identifier: 'data_warehouse', name: 'Data warehouse', description: 'Consolidate sales, support and product analytics into one warehouse with daily loads.', public: false, status: 'on_track', createdDaysAgo: 200, updatedDaysAgo: 12 },
  { key: 'onboarding', identifier: 'onboarding_handbook', name: 'Onboarding handbook', description: 'Everything a new colleague needs in the first 30 days, kept current by each team.', public: true, status: 'finished', createdDaysAgo: 400, updatedDaysAgo: 30 },
  { key: 'campaign', identifier: 'q3_campaign', name: 'Q3 marketing campaign', description: 'Autumn campaign across email, social and partner newsletters, launching with the new website.', public: true, status: 'at_risk', createdDaysAgo: 45, updatedDaysAgo: 6 },
  { key: 'crm', identifier: 'legacy_crm_migration', name: 'Legacy CRM migration', description: 'Moved customer records from the old CRM. Finished and archived for reference.', public: false, active: false, status: 'finished', createdDaysAgo: 700, updatedDaysAgo: 180 },
  { key: 'template', identifier: 'software_delivery_template', name: 'Software delivery template', description: 'Template for new software projects: standard versions, types, board columns and a kickoff checklist.', public: false, templated: true, status: null, createdDaysAgo: 365, updatedDaysAgo: 60 },
  { key: 'tools', identifier: 'internal_tools', name: 'Internal tools', description: 'Small utilities for the operations team: rota planner, expense import and the office booking bot.', public: false, status: 'on_track', createdDaysAgo: 150, updatedDaysAgo: 15 },
];

type MembershipPlan = [project: string, principal: string, roles: string[]];

const DEMO_MEMBERSHIPS: MembershipPlan[] = [
  ['web', 'manager', ['Project admin']],
  ['web', 'priya', ['Team Leader']],
  ['web', 'tomas', ['Member']],
  ['web', 'design_guild', ['Member']],
  ['web', 'noah', ['Coordinator']],
  ['design_system', 'design_guild', ['Member']],
  ['design_system', 'hannah', ['Team Leader']],
  ['design_system', 'priya', ['Reader']],
  ['content', 'priya', ['Member']],
  ['content', 'liam', ['Team Leader']],
  ['content', 'tomas', ['Member']],
  ['mobile', 'manager', ['Project admin']],
  ['mobile', 'kwame', ['Team Leader']],
  ['mobile', 'mei', ['Member']],
  ['ios', 'kwame', ['Team Leader']],
  ['ios', 'mei', ['Member']],
  ['ios', 'priya', ['Member', 'Reader']],
  ['android', 'kwame', ['Team Leader']],
  ['android', 'noah', ['Member']],
  ['portal', 'manager', ['Project admin']],
  ['portal', 'liam', ['Member']],
  ['portal', 'sofia', ['Coordinator']],
  ['dwh', 'noah', ['Team Leader']],
  ['dwh', 'tomas', ['Member']],
  ['onboarding', 'hannah', ['Member']],
  ['onboarding', 'priya', ['Member']],
  ['campaign', 'sofia', ['Team Leader']],
  ['campaign', 'design_guild', ['Reader']],
  ['campaign', 'priya', ['Member']],
  ['crm', 'liam', ['Member']],
  ['crm', 'manager', ['Project admin']],
  ['template', 'manager', ['Project admin']],
  ['tools', 'tomas', ['Team Leader']],
  ['tools', 'noah', ['Member']],
];

const DESIGN_GUILD_MEMBERS = ['sofia', 'mei', 'hannah'];

export interface DemoSeedOptions {
  hashing: PasswordHashingConfig;
  now: Date;
  /** ADMIN_EMAIL / ADMIN_PASSWORD: the first admin uses them instead of the demo login. */
  admin?: { email: string; password: string } | null;
}

const daysAgo = (now: Date, days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 - minutes * 60_000).toISOString();

/** Loads the demo organisation into an empty database. */
export async function seedDemoOrganisation(db: Db, options: DemoSeedOptions): Promise<void> {
  const { now } = options;
  const userIds = new Map<string, number>();
  for (const [index, user] of DEMO_USERS.entries()) {
    const configuredAdmin = user.key === 'admin' && options.admin ? options.admin : null;
    const created = await createUser(
      db,
      options.hashing,
      {
        login: configuredAdmin ? undefined : user.login,
        email: configuredAdmin ? configuredAdmin.email : user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        password: configuredAdmin ? configuredAdmin.password : DEMO_PASSWORD,
        roleType: user.roleType,
      },
      new Date(daysAgo(now, 400 - index)),
    );
    userIds.set(user.key, created.id);
  }

  const timestamp = now.toISOString();
  const [guildId] = await insertRowsReturningIds(db, 'principals', [
    { type: 'Group', login: null, email: null, first_name: null, last_name: null, name: 'Design guild', password_hash: null, role_type: null, status: 'active', created_at: timestamp, updated_at: timestamp },
  ]);
  await insertRows(db, 'group_users', DESIGN_GUILD_MEMBERS.map((key) => ({ group_id: guildId, user_id: userIds.get(key)! })));
  const principalIds = new Map(userIds);
  principalIds.set('design_guild', guildId);

  const roleIds = await insertProjectRoles(db, DEFAULT_PROJECT_ROLES);

  // Parents first, so children can reference their ids.
  const projectIds = new Map<string, number>();
  for (const project of DEMO_PROJECTS) {
    const [id] = await insertRowsReturningIds(db, 'projects', [
      {
        identifier: project.identifier,
        name: project.name,
        description: project.description,
        public: project.public,
        active: project.active ?? true,
        templated: project.templated ?? false,
        parent_id: project.parent ? projectIds.get(project.parent)! : null,
        status_code: project.status,
        status_explanation: project.statusExplanation ?? '',
        created_at: daysAgo(now, project.createdDaysAgo),
        updated_at: daysAgo(now, project.updatedDaysAgo, projectIds.size * 7),
      },
    ]);
    projectIds.set(project.key, id);
  }
  // Every project starts with every work package type, the global default as its own (as POST /projects gives).
  await enableDefaultTypes(db, [...projectIds.values()]);

  const memberships: MembershipSpec[] = DEMO_MEMBERSHIPS.map(([project, principal, roles]) => ({
    projectId: projectIds.get(project)!,
    principalId: principalIds.get(principal)!,
    roleIds: roles.map((role) => roleIds.get(role)!),
  }));
  await insertMemberships(db, memberships, timestamp);
  // Versions first: work packages are planned into them. Each project's team leader plans its sprints.
  const planners = new Map([['web', 'priya'], ['mobile', 'kwame'], ['ios', 'kwame'], ['template', 'manager']].map(([project, user]) => [project, userIds.get(user)!]));
  const windows = await seedDemoVersions(db, projectIds, planners, now);
  await seedDemoWorkPackages(db, projectIds, userIds.get('manager')!, now, { windows, planners });
  await seedDemoTimeAndCosts(db, projectIds, userIds, now);
  await seedDemoDocuments(db, projectIds, userIds, now);
  await seedDemoForums(db, projectIds, userIds, now);
}

/** A password hash for bulk-created users (the benchmark): hash once, reuse for every row. */
export function demoPasswordHash(hashing: PasswordHashingConfig): Promise<string> {
  return hashPassword(DEMO_PASSWORD, hashing);
}
