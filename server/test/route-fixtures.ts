// What every route of the API is called with in the authorisation matrix (and, for writes, the valid body the
// malformed-input suite starts from), and what each caller must get. A route without an entry fails the matrix.
import { randomUUID } from 'node:crypto';
import { REMOTE_PACKAGES } from '../src/config.ts';
import { link, TODAY, type ApiWorld, type Caller } from './api-world.ts';
import { DEMO_PASSWORD } from './helpers.ts';

export type Expectation = number | number[];
export interface Fixture {
  /** The URL (the private project's object for routes with an id). */
  url: (world: ApiWorld) => string;
  body?: (world: ApiWorld) => unknown;
  /** A multipart upload (attachments) of a file with this name. */
  file?: string;
  /** Status per signed-in caller; anonymous always 401 unless the route is public. */
  expect: Partial<Record<Exclude<Caller, 'anonymous'>, Expectation>>;
  public?: boolean;
  /** Server-sent events: only the status is read. */
  stream?: boolean;
  /** A delete a caller may make removes its own disposable object. */
  disposable?: (world: ApiWorld, caller: Caller) => Promise<string>;
}

const all = (status: Expectation) => ({ nonMember: status, reader: status, member: status, projectAdmin: status, admin: status });
/** Reading an object of the private project. */
const visible = (status: Expectation = 200) => ({ nonMember: 404, reader: status, member: status, projectAdmin: status, admin: status });
/** Writing an object of the private project (non-members: 404). */
const write = (expect: Partial<Record<'reader' | 'member' | 'projectAdmin' | 'admin', Expectation>>) => ({ nonMember: 404, ...expect });
/** Creating in the private project through a link in the body: a link the caller cannot resolve is a 422 (OpenProject). */
const create = (expect: Partial<Record<'reader' | 'member' | 'projectAdmin' | 'admin', Expectation>>) => ({ nonMember: 422, ...expect });

const shareBody = (world: ApiWorld) => ({ permissionLevel: 'view', _links: { user: link(`/users/${world.users.bystander}`) } });
const wp = (world: ApiWorld) => `/api/v3/work_packages/${world.workPackage}`;
const project = (world: ApiWorld) => `/api/v3/projects/${world.project}`;
/** A lockVersion that is not current: an authorised PATCH answers 409 and changes nothing. */
export const STALE_LOCK_VERSION = 9999;
const STALE = STALE_LOCK_VERSION;

export const FIXTURES: Record<string, Fixture> = {
  'GET /api/v3': { url: () => '/api/v3', expect: all(200), public: true },
  'GET /api/v3/openapi.json': { url: () => '/api/v3/openapi.json', expect: all(200), public: true },
  'POST /api/v3/session': { url: () => '/api/v3/session', body: () => ({ email: 'admin@tessera.local', password: DEMO_PASSWORD }), expect: all(200), public: true },
  'DELETE /api/v3/session': { url: () => '/api/v3/session', expect: all(204) },
  'GET /api/v3/users/me': { url: () => '/api/v3/users/me', expect: all(200) },
  'POST /api/v3/users/me/password': { url: () => '/api/v3/users/me/password', body: () => ({ currentPassword: 'not-the-Password-1', newPassword: 'Another-secret-2' }), expect: all(422) },
  'GET /api/v3/users': { url: () => '/api/v3/users?pageSize=1000', expect: all(200) },
  'POST /api/v3/users': { url: () => '/api/v3/users', body: () => ({ email: `new.${randomUUID()}@tessera.local`, firstName: 'N', lastName: 'U', password: DEMO_PASSWORD }), expect: { ...all(403), admin: 201 } },
  'GET /api/v3/users/:id': { url: (world) => `/api/v3/users/${world.users.member}`, expect: all(200) },
  'GET /api/v3/users/:id/hourly_rates': { url: (world) => `/api/v3/users/${world.users.member}/hourly_rates`, expect: all(200) },
  'GET /api/v3/users/:id/hourly_rates/project/:projectId': {
    url: (world) => `/api/v3/users/${world.users.member}/hourly_rates/project/${world.project}`,
    expect: { nonMember: 404, reader: 403, member: 200, projectAdmin: 200, admin: 200 },
  },
  'GET /api/v3/access_tokens': { url: () => '/api/v3/access_tokens?pageSize=100', expect: all(200) },
  'POST /api/v3/access_tokens': { url: () => '/api/v3/access_tokens', body: () => ({ name: 'matrix' }), expect: all(201) },
  'DELETE /api/v3/access_tokens/:id': {
    url: (world) => `/api/v3/access_tokens/${world.accessToken}`,
    expect: { ...all(404), member: 204 },
    disposable: (world) => world.fresh.accessToken(),
  },
  'GET /api/v3/groups/:id': { url: (world) => `/api/v3/groups/${world.group}`, expect: all(200) },
  'GET /api/v3/principals': { url: () => '/api/v3/principals?pageSize=1000', expect: all(200) },
  'GET /api/v3/roles': { url: () => '/api/v3/roles', expect: all(200) },
  'GET /api/v3/roles/:id': { url: (world) => `/api/v3/roles/${world.roles.Reader}`, expect: all(200) },
  'GET /api/v3/statuses': { url: () => '/api/v3/statuses', expect: all(200) },
  'GET /api/v3/statuses/:id': { url: () => '/api/v3/statuses/1', expect: all(200) },
  'GET /api/v3/priorities': { url: () => '/api/v3/priorities', expect: all(200) },
  'GET /api/v3/priorities/:id': { url: () => '/api/v3/priorities/8', expect: all(200) },
  'GET /api/v3/types': { url: () => '/api/v3/types', expect: all(200) },
  'GET /api/v3/types/:id': { url: () => '/api/v3/types/1', expect: all(200) },
  'GET /api/v3/cost_types': { url: () => '/api/v3/cost_types', expect: all(200) },
  'GET /api/v3/cost_types/:id': { url: () => '/api/v3/cost_types/1', expect: all(200) },
  'GET /api/v3/time_entries/activities': { url: (world) => `/api/v3/time_entries/activities?filters=${encodeURIComponent(`[{"project":{"operator":"=","values":["${world.project}"]}}]`)}`, expect: all(200) },
  'GET /api/v3/time_entries/activities/:id': { url: () => '/api/v3/time_entries/activities/1', expect: all(200) },

  // Projects
  'GET /api/v3/projects': { url: () => '/api/v3/projects?pageSize=1000', expect: all(200) },
  'POST /api/v3/projects': { url: () => '/api/v3/projects', body: () => ({ name: `Matrix top ${randomUUID().slice(0, 6)}` }), expect: { ...all(403), admin: 201 } },
  'GET /api/v3/projects/:id': { url: project, expect: visible() },
  'PATCH /api/v3/projects/:id': { url: project, body: (world) => ({ name: world.names.project }), expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }) },
  'DELETE /api/v3/projects/:id': { url: project, expect: write({ reader: 403, member: 403, projectAdmin: 204, admin: 204 }), disposable: (world, caller) => world.fresh.project(caller) },
  'POST /api/v3/projects/:id/form': { url: (world) => `${project(world)}/form`, body: () => ({}), expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }) },
  'GET /api/v3/projects/:id/memberships': { url: (world) => `${project(world)}/memberships`, expect: visible() },
  // Budgets (issue 19): a stale lockVersion conflicts before anything is written; money settings are edit_project's.
  'GET /api/v3/projects/:id/budget': { url: (world) => `${project(world)}/budget`, expect: visible() },
  'PUT /api/v3/projects/:id/budget': {
    url: (world) => `${project(world)}/budget`,
    body: () => ({ plannedLabourCost: 1000, plannedMaterialCost: 250, lockVersion: STALE }),
    expect: write({ reader: 403, member: 403, projectAdmin: 409, admin: 409 }),
  },
  'GET /api/v3/projects/:id/finance_settings': { url: (world) => `${project(world)}/finance_settings`, expect: visible() },
  'PATCH /api/v3/projects/:id/finance_settings': {
    url: (world) => `${project(world)}/finance_settings`,
    body: () => ({ currency: 'USD', locale: 'en-US', defaultHourlyRate: 80 }),
    expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }),
  },
  'GET /api/v3/projects/:id/costs': { url: (world) => `${project(world)}/costs?groupBy=user`, expect: visible() },
  'GET /api/v3/projects/:id/work_packages': { url: (world) => `${project(world)}/work_packages?filters=[]`, expect: visible() },
  // OpenProject's forms check a body and save nothing: a refused value is a validation error in a 200, not a 403.
  'POST /api/v3/projects/:id/work_packages/form': { url: (world) => `${project(world)}/work_packages/form`, body: () => ({ subject: 'Matrix' }), expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }) },
  'GET /api/v3/projects/:id/categories': { url: (world) => `${project(world)}/categories`, expect: visible() },
  'GET /api/v3/project_statuses/:id': { url: () => '/api/v3/project_statuses/on_track', expect: all(200) },
  'GET /api/v3/work_packages/schemas/:id': { url: (world) => `/api/v3/work_packages/schemas/${world.project}-1`, expect: visible() },
  'GET /api/v3/memberships/schema': { url: () => '/api/v3/memberships/schema', expect: all(200) },
  'GET /api/v3/versions/schema': { url: () => '/api/v3/versions/schema', expect: all(200) },
  'POST /api/v3/projects/:id/work_packages': { url: (world) => `${project(world)}/work_packages`, body: () => ({ subject: 'Matrix' }), expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }) },
  'GET /api/v3/projects/:id/types': { url: (world) => `${project(world)}/types`, expect: visible() },
  'GET /api/v3/projects/:id/available_types': { url: (world) => `${project(world)}/available_types`, expect: visible() },
  'PATCH /api/v3/projects/:id/available_types': {
    url: (world) => `${project(world)}/available_types`,
    body: () => ({ type_ids: [1, 2, 3, 4, 5, 6] }),
    expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }),
  },
  'GET /api/v3/projects/:id/versions': { url: (world) => `${project(world)}/versions`, expect: visible() },
  'GET /api/v3/projects/:id/statistics': { url: (world) => `${project(world)}/statistics`, expect: visible() },
  // A copy goes to the top level, which needs a global admin or manager (or add_subprojects in a parent).
  'POST /api/v3/projects/:id/copy/form': { url: (world) => `${project(world)}/copy/form`, body: () => ({ name: 'Matrix copy' }), expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }) },
  'POST /api/v3/projects/:id/copy': {
    url: (world) => `${project(world)}/copy`,
    body: () => ({ name: `Matrix copy ${randomUUID().slice(0, 6)}`, _meta: { copyMembers: false } }),
    expect: write({ reader: 403, member: 403, projectAdmin: 403, admin: 302 }),
  },
  'GET /api/v3/job_statuses/:jobId': { url: (world) => `/api/v3/job_statuses/${world.jobId}`, expect: { ...all(404), admin: 200 } },

  // Memberships
  'GET /api/v3/memberships': { url: () => '/api/v3/memberships?pageSize=100', expect: all(200) },
  'POST /api/v3/memberships': {
    url: () => '/api/v3/memberships',
    body: (world) => ({ _links: { principal: link(`/users/${world.users.bystander}`), project: link(`/projects/${world.project}`), roles: [link(`/roles/${world.roles.Reader}`)] } }),
    // The second allowed caller finds the bystander a member already: 422, after authorisation.
    expect: create({ reader: 403, member: 403, projectAdmin: 201, admin: 422 }),
  },
  'GET /api/v3/memberships/:id': { url: (world) => `/api/v3/memberships/${world.membership}`, expect: visible() },
  'PATCH /api/v3/memberships/:id': {
    url: (world) => `/api/v3/memberships/${world.membership}`,
    body: (world) => ({ _links: { roles: [link(`/roles/${world.roles.Member}`)] } }),
    expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }),
  },
  'DELETE /api/v3/memberships/:id': {
    url: (world) => `/api/v3/memberships/${world.membership}`,
    expect: write({ reader: 403, member: 403, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.membership(),
  },

  // Work packages
  'GET /api/v3/work_packages': { url: () => '/api/v3/work_packages?filters=[]&pageSize=1000', expect: all(200) },
  'POST /api/v3/work_packages': {
    url: () => '/api/v3/work_packages',
    body: (world) => ({ subject: 'Matrix', _links: { project: link(`/projects/${world.project}`) } }),
    expect: create({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/work_packages/stats': { url: (world) => `/api/v3/work_packages/stats?project=${world.project}`, expect: visible() },
  'PATCH /api/v3/work_packages/bulk': {
    url: () => '/api/v3/work_packages/bulk',
    body: (world) => ({ ids: [world.workPackage], changes: { subject: world.names.workPackage } }),
    expect: create({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'GET /api/v3/work_packages/:id': { url: wp, expect: visible() },
  'PATCH /api/v3/work_packages/:id': { url: wp, body: () => ({ lockVersion: STALE, subject: 'Changed' }), expect: write({ reader: 403, member: 409, projectAdmin: 409, admin: 409 }) },
  'DELETE /api/v3/work_packages/:id': { url: wp, expect: write({ reader: 403, member: 403, projectAdmin: 204, admin: 204 }), disposable: (world) => world.fresh.workPackage() },
  'PATCH /api/v3/work_packages/:id/status': {
    url: (world) => `${wp(world)}/status`,
    body: () => ({ lockVersion: STALE, _links: { status: link('/statuses/2') } }),
    expect: write({ reader: 403, member: 409, projectAdmin: 409, admin: 409 }),
  },
  'GET /api/v3/work_packages/:id/summarized_costs_by_type': { url: (world) => `${wp(world)}/summarized_costs_by_type`, expect: visible() },
  'GET /api/v3/work_packages/:id/activities': { url: (world) => `${wp(world)}/activities`, expect: visible() },
  // What refers to a work package or a document (issue 22): whoever sees the target, only sources they see.
  'GET /api/v3/work_packages/:id/backlinks': { url: (world) => `${wp(world)}/backlinks`, expect: visible() },
  'POST /api/v3/work_packages/:id/activities': { url: (world) => `${wp(world)}/activities`, body: () => ({ comment: { raw: 'Matrix' } }), expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }) },
  'GET /api/v3/work_packages/:id/activities_emoji_reactions': { url: (world) => `${wp(world)}/activities_emoji_reactions`, expect: visible() },
  'GET /api/v3/work_packages/:id/attachments': { url: (world) => `${wp(world)}/attachments`, expect: visible() },
  'POST /api/v3/work_packages/:id/attachments': { url: (world) => `${wp(world)}/attachments`, file: 'matrix.txt', expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }) },
  'POST /api/v3/work_packages/:id/time_entries': { url: (world) => `${wp(world)}/time_entries`, body: () => ({ hours: 'PT1H' }), expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }) },
  'GET /api/v3/work_packages/:id/cost_entries': { url: (world) => `${wp(world)}/cost_entries`, expect: visible() },

  // Activities, comments, attachments, reactions
  'POST /api/v3/comments': {
    url: () => '/api/v3/comments',
    body: (world) => ({ content: { raw: 'Matrix' }, _links: { commentable: link(`/work_packages/${world.workPackage}`) } }),
    expect: create({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/activities/:id': { url: (world) => `/api/v3/activities/${world.activity}`, expect: visible() },
  // Only the author edits a comment (admins included).
  'PATCH /api/v3/activities/:id': {
    url: (world) => `/api/v3/activities/${world.activity}`,
    body: (world) => ({ comment: { raw: world.names.comment } }),
    expect: write({ reader: 403, member: 200, projectAdmin: 403, admin: 403 }),
  },
  'GET /api/v3/activities/:id/attachments': { url: (world) => `/api/v3/activities/${world.activity}/attachments`, expect: visible() },
  'POST /api/v3/activities/:id/attachments': {
    url: (world) => `/api/v3/activities/${world.activity}/attachments`,
    file: 'matrix.txt',
    expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/activities/:id/emoji_reactions': { url: (world) => `/api/v3/activities/${world.activity}/emoji_reactions`, expect: visible() },
  // A toggle: each allowed caller adds its rocket (the fixture's own reaction is a thumbs up).
  'POST /api/v3/activities/:id/emoji_reactions': {
    url: (world) => `/api/v3/activities/${world.activity}/emoji_reactions`,
    body: () => ({ reaction: 'rocket' }),
    expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'PATCH /api/v3/activities/:id/emoji_reactions': {
    url: (world) => `/api/v3/activities/${world.activity}/emoji_reactions`,
    body: () => ({ reaction: 'rocket' }),
    expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'GET /api/v3/emoji_reactions/:id': { url: (world) => `/api/v3/emoji_reactions/${world.reaction}`, expect: visible() },
  'GET /api/v3/attachments/:id': { url: (world) => `/api/v3/attachments/${world.attachment}`, expect: visible() },
  'GET /api/v3/attachments/:id/content': { url: (world) => `/api/v3/attachments/${world.attachment}/content`, expect: visible() },
  'DELETE /api/v3/attachments/:id': {
    url: (world) => `/api/v3/attachments/${world.attachment}`,
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.attachment(),
  },

  // Time and costs
  'GET /api/v3/time_entries': { url: () => '/api/v3/time_entries?pageSize=1000', expect: all(200) },
  // The Finance view (view_time_entries; money only with view_budgets / view_cost_rates)
  'GET /api/v3/projects/:id/finance/summary': { url: (world) => `${project(world)}/finance/summary`, expect: visible() },
  'GET /api/v3/projects/:id/finance/breakdown': { url: (world) => `${project(world)}/finance/breakdown?by=task`, expect: visible() },
  'GET /api/v3/projects/:id/finance/trends': { url: (world) => `${project(world)}/finance/trends?period=3m`, expect: visible() },
  'GET /api/v3/projects/:id/finance/export': { url: (world) => `${project(world)}/finance/export?format=xlsx&view=entries`, expect: visible() },
  'POST /api/v3/time_entries': {
    url: () => '/api/v3/time_entries',
    body: (world) => ({ hours: 'PT1H', spentOn: TODAY, _links: { project: link(`/projects/${world.project}`), activity: link('/time_entries/activities/1') } }),
    expect: create({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/time_entries/available_projects': { url: () => '/api/v3/time_entries/available_projects?pageSize=1000', expect: all(200) },
  'GET /api/v3/time_entries/available_work_packages': { url: () => '/api/v3/time_entries/available_work_packages?pageSize=1000', expect: all(200) },
  'GET /api/v3/time_entries/:id': { url: (world) => `/api/v3/time_entries/${world.timeEntry}`, expect: visible() },
  'PATCH /api/v3/time_entries/:id': {
    url: (world) => `/api/v3/time_entries/${world.timeEntry}`,
    body: (world) => ({ comment: { raw: world.names.timeEntry } }),
    expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'DELETE /api/v3/time_entries/:id': {
    url: (world) => `/api/v3/time_entries/${world.timeEntry}`,
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.timeEntry(),
  },
  'GET /api/v3/time_entries/:id/available_work_packages': {
    url: (world) => `/api/v3/time_entries/${world.timeEntry}/available_work_packages`,
    expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'POST /api/v3/cost_entries': { url: () => '/api/v3/cost_entries', body: (world) => world.costEntryBody('Matrix'), expect: create({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }) },
  'GET /api/v3/cost_entries/:id': { url: (world) => `/api/v3/cost_entries/${world.costEntry}`, expect: visible() },
  'PATCH /api/v3/cost_entries/:id': {
    url: (world) => `/api/v3/cost_entries/${world.costEntry}`,
    body: (world) => ({ comment: { raw: world.names.costEntry } }),
    expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'DELETE /api/v3/cost_entries/:id': {
    url: (world) => `/api/v3/cost_entries/${world.costEntry}`,
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.costEntry(),
  },
  'POST /api/v3/hourly_rates': {
    url: () => '/api/v3/hourly_rates',
    body: (world) => ({ rate: 60, validFrom: TODAY, _links: { user: link(`/users/${world.users.member}`), project: link(`/projects/${world.project}`) } }),
    // The second allowed caller meets the first one's rate for that day: 422, after authorisation.
    expect: create({ reader: 403, member: 403, projectAdmin: 201, admin: 422 }),
  },
  // A project rate is seen by its user and by view_hourly_rates: to a Reader it does not exist.
  'GET /api/v3/hourly_rates/:id': { url: (world) => `/api/v3/hourly_rates/${world.hourlyRate}`, expect: { ...visible(), reader: 404 } },
  'PATCH /api/v3/hourly_rates/:id': { url: (world) => `/api/v3/hourly_rates/${world.hourlyRate}`, body: () => ({ rate: 50 }), expect: write({ reader: 404, member: 403, projectAdmin: 200, admin: 200 }) },
  'DELETE /api/v3/hourly_rates/:id': {
    url: (world) => `/api/v3/hourly_rates/${world.hourlyRate}`,
    expect: write({ reader: 404, member: 403, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.hourlyRate(),
  },

  // Versions and sprints
  'GET /api/v3/versions': { url: () => '/api/v3/versions?pageSize=1000', expect: all(200) },
  'POST /api/v3/versions': {
    url: () => '/api/v3/versions',
    body: (world) => ({ name: `Matrix ${randomUUID().slice(0, 6)}`, _links: { definingProject: link(`/projects/${world.project}`) } }),
    expect: create({ reader: 403, member: 403, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/versions/:id': { url: (world) => `/api/v3/versions/${world.version}`, expect: visible() },
  'PATCH /api/v3/versions/:id': {
    url: (world) => `/api/v3/versions/${world.version}`,
    body: () => ({ lockVersion: STALE, name: 'Changed' }),
    expect: write({ reader: 403, member: 403, projectAdmin: 409, admin: 409 }),
  },
  'DELETE /api/v3/versions/:id': {
    url: (world) => `/api/v3/versions/${world.version}`,
    expect: write({ reader: 403, member: 403, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.version(),
  },
  'GET /api/v3/versions/:id/projects': { url: (world) => `/api/v3/versions/${world.version}/projects`, expect: visible() },
  'GET /api/v3/sprints/:id/burndown': { url: (world) => `/api/v3/sprints/${world.version}/burndown`, expect: visible() },
  'GET /api/v3/sprints/:id/statistics': { url: (world) => `/api/v3/sprints/${world.version}/statistics`, expect: visible() },
  // Backlogs (issue 19)
  'GET /api/v3/projects/:id/backlogs': { url: (world) => `${project(world)}/backlogs`, expect: visible() },
  'GET /api/v3/backlogs': { url: () => '/api/v3/backlogs', expect: all(200) },
  'GET /api/v3/sprints/:id/board': { url: (world) => `/api/v3/sprints/${world.version}/board`, expect: visible() },
  'POST /api/v3/projects/:id/backlogs/stories': { url: (world) => `${project(world)}/backlogs/stories`, body: () => ({ subject: 'Matrix story', storyPoints: 3 }), expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }) },
  'POST /api/v3/work_packages/:id/backlog_move': { url: (world) => `${wp(world)}/backlog_move`, body: () => ({ version: null, index: 0 }), expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }) },
  'GET /api/v3/projects/:id/milestones': { url: (world) => `${project(world)}/milestones`, expect: visible() },

  // Documents
  'GET /api/v3/documents': { url: () => '/api/v3/documents?pageSize=1000', expect: all(200) },
  'POST /api/v3/documents': {
    url: () => '/api/v3/documents',
    body: (world) => ({ title: 'Matrix notes', content: { type: 'doc', content: [{ type: 'paragraph' }] }, _links: { project: link(`/projects/${world.project}`) } }),
    expect: create({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/projects/:id/documents': { url: (world) => `${project(world)}/documents?pageSize=1000`, expect: visible() },
  'POST /api/v3/projects/:id/documents': {
    url: (world) => `${project(world)}/documents`,
    body: () => ({ title: 'Matrix notes', content: { type: 'doc', content: [{ type: 'paragraph' }] } }),
    expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/documents/:id': { url: (world) => `/api/v3/documents/${world.document}`, expect: visible() },
  'GET /api/v3/documents/:id/attachments': { url: (world) => `/api/v3/documents/${world.document}/attachments`, expect: visible() },
  'POST /api/v3/documents/:id/attachments': {
    url: (world) => `/api/v3/documents/${world.document}/attachments`,
    file: 'matrix.txt',
    expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'PATCH /api/v3/documents/:id': {
    url: (world) => `/api/v3/documents/${world.document}`,
    body: () => ({ lockVersion: STALE, title: 'Changed' }),
    expect: write({ reader: 403, member: 409, projectAdmin: 409, admin: 409 }),
  },
  'DELETE /api/v3/documents/:id': {
    url: (world) => `/api/v3/documents/${world.document}`,
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.document(),
  },
  'GET /api/v3/documents/:id/versions': { url: (world) => `/api/v3/documents/${world.document}/versions`, expect: visible() },
  'GET /api/v3/documents/:id/versions/:version': { url: (world) => `/api/v3/documents/${world.document}/versions/1`, expect: visible() },
  'POST /api/v3/documents/:id/versions/:version/restore': {
    url: (world) => `/api/v3/documents/${world.document}/versions/1/restore`,
    body: () => ({ lockVersion: STALE }),
    expect: write({ reader: 403, member: 409, projectAdmin: 409, admin: 409 }),
  },
  'GET /api/v3/document_categories': { url: () => '/api/v3/document_categories', expect: all(200) },

  // Inline comments: whoever sees a document comments on it; resolving another's thread needs the right to edit it
  // (the world's thread is the member's; the Reader may not edit documents).
  'GET /api/v3/documents/:id/comment_threads': { url: (world) => `/api/v3/documents/${world.document}/comment_threads`, expect: visible() },
  'POST /api/v3/documents/:id/comment_threads': {
    url: (world) => `/api/v3/documents/${world.document}/comment_threads`,
    body: () => ({ quote: 'Matrix text', comment: { raw: 'A matrix remark' } }),
    expect: write({ reader: 201, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/document_comment_threads/:id': { url: (world) => `/api/v3/document_comment_threads/${world.commentThread}`, expect: visible() },
  'PATCH /api/v3/document_comment_threads/:id': {
    url: (world) => `/api/v3/document_comment_threads/${world.commentThread}`,
    body: () => ({ resolved: true, lockVersion: STALE }),
    expect: write({ reader: 403, member: 409, projectAdmin: 409, admin: 409 }),
  },
  'POST /api/v3/document_comment_threads/:id/comments': {
    url: (world) => `/api/v3/document_comment_threads/${world.commentThread}/comments`,
    body: () => ({ comment: { raw: 'A matrix reply' } }),
    expect: write({ reader: 201, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/document_comments/:id': { url: (world) => `/api/v3/document_comments/${world.documentComment}`, expect: visible() },

  // Work packages linked to a document: whoever sees it lists them; who may edit it links and unlinks.
  'GET /api/v3/documents/:id/work_packages': { url: (world) => `/api/v3/documents/${world.document}/work_packages`, expect: visible() },
  'GET /api/v3/documents/:id/backlinks': { url: (world) => `/api/v3/documents/${world.document}/backlinks`, expect: visible() },
  'POST /api/v3/documents/:id/work_packages': {
    url: (world) => `/api/v3/documents/${world.document}/work_packages`,
    body: (world) => ({ _links: { workPackage: { href: wp(world) } } }),
    expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'DELETE /api/v3/documents/:id/work_packages/:workPackageId': {
    url: (world) => `/api/v3/documents/${world.document}/work_packages/${world.workPackage}`,
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.documentWorkPackage(),
  },

  // Sharing: whoever sees a document or work package sees its shares; who may share it (manage_documents; for work
  // packages manage_members) writes them. The share of the world's document is with a user who is no caller.
  'GET /api/v3/documents/:id/shares': { url: (world) => `/api/v3/documents/${world.document}/shares`, expect: visible() },
  'POST /api/v3/documents/:id/shares': {
    url: (world) => `/api/v3/documents/${world.document}/shares`,
    body: (world) => shareBody(world),
    expect: write({ reader: 403, member: [200, 201], projectAdmin: [200, 201], admin: [200, 201] }),
  },
  'DELETE /api/v3/documents/:id/shares/:shareId': {
    url: (world) => `/api/v3/documents/${world.document}/shares/${world.share}`,
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
    disposable: async (world) => `/api/v3/documents/${world.document}/shares/${await world.fresh.share('documents')}`,
  },
  'GET /api/v3/work_packages/:id/shares': { url: (world) => `${wp(world)}/shares`, expect: visible() },
  'POST /api/v3/work_packages/:id/shares': {
    url: (world) => `${wp(world)}/shares`,
    body: (world) => shareBody(world),
    expect: write({ reader: 403, member: 403, projectAdmin: [200, 201], admin: [200, 201] }),
  },
  'DELETE /api/v3/work_packages/:id/shares/:shareId': {
    url: (world) => `${wp(world)}/shares/${world.share}`,
    expect: write({ reader: 403, member: 403, projectAdmin: 204, admin: 204 }),
    disposable: async (world) => `${wp(world)}/shares/${await world.fresh.share('work_packages')}`,
  },
  'GET /api/v3/wikis/:id/shares': { url: () => '/api/v3/wikis/1/shares', expect: all(422) },
  'POST /api/v3/wikis/:id/shares': { url: () => '/api/v3/wikis/1/shares', body: (world) => shareBody(world), expect: all(422) },
  'DELETE /api/v3/wikis/:id/shares/:shareId': { url: () => '/api/v3/wikis/1/shares/1', expect: all(422) },
  'GET /api/v3/sharing_permissions': { url: () => '/api/v3/sharing_permissions?pageSize=1000', expect: all(200) },
  'GET /api/v3/sharing_permissions/:id': { url: (world) => `/api/v3/sharing_permissions/${world.share}`, expect: { ...all(404), member: 200, projectAdmin: 200, admin: 200 } },
  'PUT /api/v3/sharing_permissions/:id': {
    url: (world) => `/api/v3/sharing_permissions/${world.share}`,
    body: () => ({ permissionLevel: 'view' }),
    expect: { ...all(404), member: 200, projectAdmin: 200, admin: 200 },
  },
  'DELETE /api/v3/sharing_permissions/:id': {
    url: (world) => `/api/v3/sharing_permissions/${world.share}`,
    expect: { ...all(404), member: 204, projectAdmin: 204, admin: 204 },
    disposable: async (world) => `/api/v3/sharing_permissions/${await world.fresh.share('documents')}`,
  },
  'GET /api/v3/documents/shared_with_me': { url: () => '/api/v3/documents/shared_with_me', expect: all(200) },
  'GET /api/v3/document_categories/:id': { url: () => '/api/v3/document_categories/1', expect: all(200) },

  // Forums: readers read (view_forums), members post and change their own messages for 15 minutes (add_messages),
  // project admins moderate (moderate_forums). The world's topic is the member's, its reply the project admin's.
  'GET /api/v3/projects/:id/forums': { url: (world) => `${project(world)}/forums`, expect: visible() },
  'POST /api/v3/projects/:id/forums': {
    url: (world) => `${project(world)}/forums`,
    body: () => ({ name: `Matrix forum ${randomUUID().slice(0, 6)}` }),
    expect: write({ reader: 403, member: 403, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/forums/:id': { url: (world) => `/api/v3/forums/${world.forum}`, expect: visible() },
  'PATCH /api/v3/forums/:id': { url: (world) => `/api/v3/forums/${world.forum}`, body: (world) => ({ name: world.names.forum }), expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }) },
  'DELETE /api/v3/forums/:id': {
    url: (world) => `/api/v3/forums/${world.forum}`,
    expect: write({ reader: 403, member: 403, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.forum(),
  },
  'POST /api/v3/forums/:id/read': { url: (world) => `/api/v3/forums/${world.forum}/read`, expect: visible(204) },
  'GET /api/v3/forums/:id/topics': { url: (world) => `/api/v3/forums/${world.forum}/topics?q=matrix`, expect: visible() },
  'POST /api/v3/forums/:id/topics': {
    url: (world) => `/api/v3/forums/${world.forum}/topics`,
    body: (world) => ({ subject: 'Matrix topic', content: world.forumText('Matrix topic text') }),
    expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'GET /api/v3/forums/:id/messages': { url: (world) => `/api/v3/forums/${world.forum}/messages`, expect: visible() },
  // Drafts are each caller's own (posting a topic discards the poster's): a 404 is a caller without one.
  'GET /api/v3/forums/:id/draft': { url: (world) => `/api/v3/forums/${world.forum}/draft`, expect: visible([200, 404]) },
  'PUT /api/v3/forums/:id/draft': {
    url: (world) => `/api/v3/forums/${world.forum}/draft`,
    body: (world) => ({ subject: 'Matrix draft', content: world.forumText('Matrix draft text') }),
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
  },
  'DELETE /api/v3/forums/:id/draft': { url: (world) => `/api/v3/forums/${world.forum}/draft`, expect: visible(204) },
  'GET /api/v3/topics/:id': { url: (world) => `/api/v3/topics/${world.topic}`, expect: visible() },
  'POST /api/v3/topics/:id/reply': {
    url: (world) => `/api/v3/topics/${world.topic}/reply`,
    body: (world) => ({ content: world.forumText('Matrix reply') }),
    expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'POST /api/v3/topics/:id/follow': { url: (world) => `/api/v3/topics/${world.topic}/follow`, expect: visible(204) },
  'DELETE /api/v3/topics/:id/follow': { url: (world) => `/api/v3/topics/${world.topic}/follow`, expect: visible(204) },
  'POST /api/v3/topics/:id/typing': { url: (world) => `/api/v3/topics/${world.topic}/typing`, expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }) },
  'GET /api/v3/messages': { url: () => '/api/v3/messages?q=matrix&pageSize=100', expect: all(200) },
  'GET /api/v3/messages/:id': { url: (world) => `/api/v3/messages/${world.topic}`, expect: visible() },
  'GET /api/v3/messages/:id/replies': { url: (world) => `/api/v3/messages/${world.topic}/replies`, expect: visible() },
  'GET /api/v3/messages/:id/attachments': { url: (world) => `/api/v3/messages/${world.topic}/attachments`, expect: visible() },
  // The topic's author (within the window) and moderators attach files; readers do not.
  'POST /api/v3/messages/:id/attachments': {
    url: (world) => `/api/v3/messages/${world.topic}/attachments`,
    file: 'matrix.txt',
    expect: write({ reader: 403, member: 201, projectAdmin: 201, admin: 201 }),
  },
  'PATCH /api/v3/messages/:id': {
    url: (world) => `/api/v3/messages/${world.topic}`,
    body: (world) => ({ subject: world.names.topic }),
    expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'DELETE /api/v3/messages/:id': {
    url: (world) => `/api/v3/messages/${world.topic}`,
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.topic(),
  },
  'GET /api/v3/forum_categories': { url: () => '/api/v3/forum_categories', expect: all(200) },
  'GET /api/v3/forum_categories/:id': { url: () => '/api/v3/forum_categories/1', expect: all(200) },

  // Live updates: a stream for anyone signed in; events of a project the caller cannot see are simply never sent.
  'GET /api/v3/events': { url: (world) => `/api/v3/events?projects=${world.project}`, expect: all(200), stream: true },
  // A user's own events (notifications): everyone signed in has a stream of their own.
  'GET /api/v3/events/me': { url: () => '/api/v3/events/me', expect: all(200), stream: true },

  // Notifications: a user's own; anyone else's is a 404, for admins too.
  'GET /api/v3/notifications': { url: () => '/api/v3/notifications?pageSize=100', expect: all(200) },
  'POST /api/v3/notifications/read_ian': { url: () => '/api/v3/notifications/read_ian', expect: all(204) },
  'POST /api/v3/notifications/unread_ian': { url: () => '/api/v3/notifications/unread_ian', expect: all(204) },
  'GET /api/v3/notifications/:id': { url: (world) => `/api/v3/notifications/${world.notification}`, expect: { ...all(404), member: 200 } },
  'POST /api/v3/notifications/:id/read_ian': { url: (world) => `/api/v3/notifications/${world.notification}/read_ian`, expect: { ...all(404), member: 204 } },
  'POST /api/v3/notifications/:id/unread_ian': { url: (world) => `/api/v3/notifications/${world.notification}/unread_ian`, expect: { ...all(404), member: 204 } },

  // AI (a fake provider on loopback answers): writing needs add_work_packages (generate) or a writer's permission
  // (autocomplete); analysis and recommendations need to see the work packages; providers and settings are for admins.
  'GET /api/v3/ai/health': { url: (world) => `/api/v3/ai/health?projectId=${world.project}`, expect: visible() },
  'POST /api/v3/ai/autocomplete': { url: () => '/api/v3/ai/autocomplete', body: (world) => ({ text: 'Matrix text goes', projectId: world.project }), expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }) },
  'POST /api/v3/ai/generate-task': { url: () => '/api/v3/ai/generate-task', body: (world) => ({ text: 'Matrix task', projectId: world.project }), expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }) },
  'POST /api/v3/ai/generate-subtasks': {
    url: () => '/api/v3/ai/generate-subtasks',
    body: (world) => ({ projectId: world.project, parentTaskId: world.workPackage }),
    expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'POST /api/v3/ai/tasks-from-text': { url: () => '/api/v3/ai/tasks-from-text', body: (world) => ({ text: 'Matrix text', projectId: world.project }), expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }) },
  'POST /api/v3/ai/analyze-task': { url: () => '/api/v3/ai/analyze-task', body: (world) => ({ taskId: world.workPackage }), expect: visible() },
  'POST /api/v3/ai/task-recommendations': { url: () => '/api/v3/ai/task-recommendations', body: (world) => ({ projectId: world.project }), expect: visible() },
  'GET /api/v3/ai/providers': { url: () => '/api/v3/ai/providers', expect: { ...all(403), admin: 200 } },
  'POST /api/v3/ai/providers': { url: () => '/api/v3/ai/providers', body: (world) => world.aiProviderBody(), expect: { ...all(403), admin: 201 } },
  'GET /api/v3/ai/providers/:id': { url: (world) => `/api/v3/ai/providers/${world.aiProvider}`, expect: { ...all(403), admin: 200 } },
  'PATCH /api/v3/ai/providers/:id': { url: (world) => `/api/v3/ai/providers/${world.aiProvider}`, body: () => ({ model: 'matrix-model' }), expect: { ...all(403), admin: 200 } },
  'DELETE /api/v3/ai/providers/:id': { url: (world) => `/api/v3/ai/providers/${world.aiProvider}`, expect: { ...all(403), admin: 204 }, disposable: (world) => world.fresh.aiProvider() },
  'POST /api/v3/ai/providers/:id/test': { url: (world) => `/api/v3/ai/providers/${world.aiProvider}/test`, expect: { ...all(403), admin: 200 } },
  'GET /api/v3/ai/settings': { url: () => '/api/v3/ai/settings', expect: { ...all(403), admin: 200 } },
  'PATCH /api/v3/ai/settings': { url: () => '/api/v3/ai/settings', body: () => ({ enabled: true }), expect: { ...all(403), admin: 200 } },

  // GitHub (a fake on loopback answers): the settings are for admins; a project's repositories and pull requests are
  // seen with view_github (every role), connected and removed with edit_project, linked to tasks with edit_work_packages.
  'GET /api/v3/admin/github/settings': { url: () => '/api/v3/admin/github/settings', expect: { ...all(403), admin: 200 } },
  'PATCH /api/v3/admin/github/settings': { url: () => '/api/v3/admin/github/settings', body: (world) => world.githubSettingsBody(), expect: { ...all(403), admin: 200 } },
  'POST /api/v3/admin/github/settings/test_connection': { url: () => '/api/v3/admin/github/settings/test_connection', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/projects/:id/github/repositories': { url: (world) => `${project(world)}/github/repositories`, expect: visible() },
  'GET /api/v3/projects/:id/github/repositories/organization': {
    url: (world) => `${project(world)}/github/repositories/organization`,
    expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }),
  },
  // The second allowed caller finds the repository connected already: 422, after authorisation.
  'POST /api/v3/projects/:id/github/repositories': {
    url: (world) => `${project(world)}/github/repositories`,
    body: () => ({ fullName: 'acme/matrix-spare' }),
    expect: write({ reader: 403, member: 403, projectAdmin: 201, admin: 422 }),
  },
  // The world's project has a repository already: creating another is a 409, after authorisation.
  'POST /api/v3/projects/:id/github/repositories/create': {
    url: (world) => `${project(world)}/github/repositories/create`,
    body: () => ({ name: 'matrix-created' }),
    expect: write({ reader: 403, member: 403, projectAdmin: 409, admin: 409 }),
  },
  'GET /api/v3/admin/github/organization/stats': { url: () => '/api/v3/admin/github/organization/stats', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/executive-summary': { url: () => '/api/v3/admin/dashboard/executive-summary', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/users': { url: () => '/api/v3/admin/dashboard/users', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/projects': { url: () => '/api/v3/admin/dashboard/projects', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/work-analytics': { url: () => '/api/v3/admin/dashboard/work-analytics', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/resources': { url: () => '/api/v3/admin/dashboard/resources', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/quality-risk': { url: () => '/api/v3/admin/dashboard/quality-risk', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/system-health': { url: () => '/api/v3/admin/dashboard/system-health', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/activity-stream': { url: () => '/api/v3/admin/dashboard/activity-stream', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/trends': { url: () => '/api/v3/admin/dashboard/trends', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/health-alerts': { url: () => '/api/v3/admin/dashboard/health-alerts', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/quick-actions': { url: () => '/api/v3/admin/dashboard/quick-actions', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/managers-list': { url: () => '/api/v3/admin/dashboard/managers-list', expect: { ...all(403), admin: 200 } },
  // Faculty dashboard: managers and admins only (the world's others are members); the admin created the project (Project admin: manage_members).
  'GET /api/v3/dashboard/faculty/comprehensive': { url: () => '/api/v3/dashboard/faculty/comprehensive', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/overview': { url: () => '/api/v3/dashboard/faculty/overview', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/teams': { url: () => '/api/v3/dashboard/faculty/teams', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/reviews': { url: () => '/api/v3/dashboard/faculty/reviews', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/performance': { url: () => '/api/v3/dashboard/faculty/performance', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/analytics': { url: () => '/api/v3/dashboard/faculty/analytics', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/milestones': { url: () => '/api/v3/dashboard/faculty/milestones', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/health': { url: () => '/api/v3/dashboard/faculty/health', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/trends': { url: () => '/api/v3/dashboard/faculty/trends?period=month&duration=3', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/dashboard/faculty/export': { url: () => '/api/v3/dashboard/faculty/export?format=csv', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/stats': { url: () => '/api/v3/admin/dashboard/stats', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/performance': { url: () => '/api/v3/admin/dashboard/performance', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/hierarchy-summary': { url: () => '/api/v3/admin/dashboard/hierarchy-summary', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/parent-projects': { url: () => '/api/v3/admin/dashboard/parent-projects', expect: { ...all(403), admin: 200 } },
  'GET /api/v3/admin/dashboard/parent-projects/comparison': { url: () => '/api/v3/admin/dashboard/parent-projects/comparison', expect: { ...all(403), admin: 200 } },
  // The world's project has no sub-projects: not a parent project, so an admin gets 404 (admin-dashboard.test.ts reads real ones).
  'GET /api/v3/admin/dashboard/parent-projects/:id': { url: (world) => `/api/v3/admin/dashboard/parent-projects/${world.project}`, expect: { ...all(403), admin: 404 } },
  'GET /api/v3/admin/dashboard/parent-projects/:id/work-items': { url: (world) => `/api/v3/admin/dashboard/parent-projects/${world.project}/work-items`, expect: { ...all(403), admin: 404 } },
  'GET /api/v3/admin/dashboard/parent-projects/:id/resources': { url: (world) => `/api/v3/admin/dashboard/parent-projects/${world.project}/resources`, expect: { ...all(403), admin: 404 } },
  'GET /api/v3/admin/dashboard/parent-projects/:id/timeline': { url: (world) => `/api/v3/admin/dashboard/parent-projects/${world.project}/timeline`, expect: { ...all(403), admin: 404 } },
  'GET /api/v3/admin/dashboard/parent-projects/:id/milestones': { url: (world) => `/api/v3/admin/dashboard/parent-projects/${world.project}/milestones`, expect: { ...all(403), admin: 404 } },
  'DELETE /api/v3/projects/:id/github/repositories/:repositoryId': {
    url: (world) => `${project(world)}/github/repositories/${world.githubRepository}`,
    expect: write({ reader: 403, member: 403, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.githubRepository(),
  },
  'GET /api/v3/projects/:id/github/stats': { url: (world) => `${project(world)}/github/stats?includeChildren=true`, expect: visible() },
  'GET /api/v3/projects/:id/github/settings': { url: (world) => `${project(world)}/github/settings`, expect: visible() },
  'PATCH /api/v3/projects/:id/github/settings': {
    url: (world) => `${project(world)}/github/settings`,
    body: () => ({ _links: { mergedStatus: { href: '/api/v3/statuses/4' } } }),
    expect: write({ reader: 403, member: 403, projectAdmin: 200, admin: 200 }),
  },
  'GET /api/v3/work_packages/:id/github_pull_requests': { url: (world) => `${wp(world)}/github_pull_requests`, expect: visible() },
  'GET /api/v3/work_packages/:id/github_pull_requests/available': { url: (world) => `${wp(world)}/github_pull_requests/available`, expect: visible() },
  // The world's pull request is linked already: assigning it again changes nothing.
  'POST /api/v3/work_packages/:id/github_pull_requests/assign': {
    url: (world) => `${wp(world)}/github_pull_requests/assign`,
    body: (world) => ({ pull_request_id: world.pullRequest }),
    expect: write({ reader: 403, member: 200, projectAdmin: 200, admin: 200 }),
  },
  'DELETE /api/v3/work_packages/:id/github_pull_requests/:prId/unassign': {
    url: (world) => `${wp(world)}/github_pull_requests/${world.pullRequest}/unassign`,
    expect: write({ reader: 403, member: 204, projectAdmin: 204, admin: 204 }),
    disposable: (world) => world.fresh.pullRequestLink(),
  },
  'GET /api/v3/github_pull_requests/:id': { url: (world) => `/api/v3/github_pull_requests/${world.pullRequest}`, expect: visible() },
  // GitHub's deliveries: public, but only a body signed with the webhook secret is taken (these are unsigned).
  'POST /api/v3/webhooks/github': { url: () => '/api/v3/webhooks/github', body: () => ({ zen: 'Matrix' }), expect: all(401), public: true },

  // Pages, front-end configuration and the API documentation: public.
  'GET /config/remotes.json': { url: () => '/config/remotes.json', expect: all(200), public: true },
  'GET /api/docs': { url: () => '/api/docs', expect: all(200), public: true },
  'GET /api/docs/static/index.html': { url: () => '/api/docs/static/index.html', expect: all(302), public: true },
  'GET /api/docs/static/swagger-initializer.js': { url: () => '/api/docs/static/swagger-initializer.js', expect: all(200), public: true },
  'GET /api/docs/static/*': { url: () => '/api/docs/static/swagger-ui.css', expect: all(200), public: true },
  'GET /api/docs/json': { url: () => '/api/docs/json', expect: all(200), public: true },
  'GET /api/docs/yaml': { url: () => '/api/docs/yaml', expect: all(200), public: true },
  'GET /*': { url: () => '/', expect: all(200), public: true },
  // Each remote's build, for a shell on any origin.
  ...Object.fromEntries(
    Object.values(REMOTE_PACKAGES).map((folder) => [`GET /remotes/${folder}/*`, { url: () => `/remotes/${folder}/remoteEntry.js`, expect: all(200), public: true }]),
  ),
};

