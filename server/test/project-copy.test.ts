import { ApiError } from '../src/http/errors.ts';
import { JobFailure } from '../src/modules/jobs/runner.ts';
import { copyProjectJob, type CopyJobPayload } from '../src/modules/project-copy/job.ts';
import { COPY_FLAGS, NOT_AVAILABLE_REASON } from '../src/modules/project-copy/options.ts';
import { insertMemberships, insertRowsReturningIds } from '../src/seed/bulk.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';
import { type Copier } from '../src/copying/index.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const roleIds: Record<string, number> = {};
const userIds: Record<string, number> = {};
let guildId: number;

// 'member' is Priya: Team Leader in website_relaunch (copy_projects, add_subprojects), a member-type user (no top-level
// projects); 'tomas' is a plain Member there (no copy_projects); customer_portal is private and not Priya's.
// 'manager' (Marcus) is Project admin of the private template.
type Who = 'admin' | 'manager' | 'member' | 'tomas';

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'manager', 'member'] as const) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  cookies.tomas = await login(ctx.app, 'tomas.herrera@tessera.local', DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('roles').select(['id', 'name']).execute()) roleIds[row.name] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login', 'type']).execute()) {
    if (row.type === 'Group') guildId = row.id;
    else userIds[row.login!] = row.id;
  }
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'POST' | 'PATCH' | 'GET', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const copyForm = (sourceId: number, body: unknown, who: Who = 'manager') => send('POST', `/api/v3/projects/${sourceId}/copy/form`, who, body);
const copy = (sourceId: number, body: unknown, who: Who = 'manager') => send('POST', `/api/v3/projects/${sourceId}/copy`, who, body);
const jobStatus = async (jobId: string, who: Who = 'manager') => (await send('GET', `/api/v3/job_statuses/${jobId}`, who)).json();
const count = async (table: 'projects' | 'memberships' | 'member_roles' | 'project_types' | 'jobs') =>
  Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Starts a copy, runs the job queue to the end and returns the job's status. */
async function copyAndRun(sourceId: number, body: unknown, who: Who = 'manager') {
  const response = await copy(sourceId, body, who);
  if (response.statusCode !== 302) throw new Error(`copy refused: ${response.statusCode} ${response.body}`);
  await ctx.app.jobs.drain();
  return jobStatus(response.json().jobId, who);
}

/** Principal id -> sorted "role:inheritedFromPrincipal" entries of a project's memberships. */
async function memberRoles(projectId: number, checkInheritance = true): Promise<Record<number, string[]>> {
  const rows = await ctx.db
    .selectFrom('memberships as m')
    .innerJoin('member_roles as mr', 'mr.membership_id', 'm.id')
    .leftJoin('memberships as source', 'source.id', 'mr.inherited_from_membership_id')
    .select(['m.principal_id', 'mr.role_id', 'source.principal_id as inherited_from', 'source.project_id as inherited_project'])
    .where('m.project_id', '=', projectId)
    .execute();
  const result: Record<number, string[]> = {};
  for (const row of rows) {
    // An inherited role must point at a membership of the same project.
    if (checkInheritance && row.inherited_project !== null) expect(row.inherited_project).toBe(projectId);
    (result[row.principal_id] ??= []).push(`${row.role_id}:${row.inherited_from ?? '-'}`);
  }
  for (const list of Object.values(result)) list.sort();
  return result;
}

async function projectTypes(projectId: number) {
  const rows = await ctx.db.selectFrom('project_types').select(['type_id', 'is_default']).where('project_id', '=', projectId).orderBy('type_id').execute();
  return rows.map((row) => `${row.type_id}${row.is_default === true || row.is_default === 1 ? '*' : ''}`);
}

/** Everything a copy writes, to prove a refused or failed copy left nothing. */
async function snapshot(): Promise<string> {
  const [projects, memberships, roles, types] = await Promise.all([
    ctx.db.selectFrom('projects').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('memberships').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('member_roles').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('project_types').selectAll().orderBy('project_id').orderBy('type_id').execute(),
  ]);
  return JSON.stringify({ projects, memberships, roles, types });
}

async function expectRefused(request: () => ReturnType<typeof send>, status: number, identifier: string, attribute?: string) {
  const before = await snapshot();
  const jobsBefore = await count('jobs');
  const body = expectError(await request(), status, identifier);
  if (attribute !== undefined) expect(body._embedded.details.attribute).toBe(attribute);
  expect(await snapshot()).toBe(before);
  expect(await count('jobs')).toBe(jobsBefore);
  return body;
}

const ALL_OPTIONS = COPY_FLAGS.map((entry) => entry.option);
/** What a copy of these options reports as not copied: the options no area copies yet. */
const skippedOf = (options: string[]) => options.filter((option) => !ctx.app.copiers.handles(option)).map((option) => ({ option, reason: NOT_AVAILABLE_REASON }));

describe('the template to copy', () => {
  let templateId: number;
  /** The template's enabled types as projectTypes() lists them (set below). */
  let templateTypes: string[];
  beforeAll(async () => {
    templateId = projectIds.software_delivery_template;
    const now = ctx.clock.now().toISOString();
    // Besides Marcus (Project admin): Priya (Member), the design guild (Reader) whose users Sofia and Mei inherit the
    // role, Mei also holding Member herself; Tomás only holds a role inherited from the guild's membership elsewhere.
    const [, guildMembership, meiMembership] = await insertMemberships(
      ctx.db,
      [
        { projectId: templateId, principalId: userIds.member, roleIds: [roleIds.Member] },
        { projectId: templateId, principalId: guildId, roleIds: [roleIds.Reader] },
        { projectId: templateId, principalId: userIds['mei.chen'], roleIds: [roleIds.Member] },
      ],
      now,
    );
    const [sofiaMembership, tomasMembership] = await insertRowsReturningIds(ctx.db, 'memberships', [
      { project_id: templateId, principal_id: userIds['sofia.rossi'], created_at: now, updated_at: now },
      { project_id: templateId, principal_id: userIds['tomas.herrera'], created_at: now, updated_at: now },
    ]);
    const elsewhere = await ctx.db
      .selectFrom('memberships')
      .select('id')
      .where('project_id', '=', projectIds.website_relaunch)
      .where('principal_id', '=', guildId)
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('member_roles')
      .values([
        { membership_id: sofiaMembership, role_id: roleIds.Reader, inherited_from_membership_id: guildMembership },
        { membership_id: meiMembership, role_id: roleIds.Reader, inherited_from_membership_id: guildMembership },
        { membership_id: tomasMembership, role_id: roleIds.Member, inherited_from_membership_id: elsewhere.id },
      ])
      .execute();
    // The template enables Task, Bug and the types its work packages use (not all six), Bug by default.
    const current = (await send('GET', `/api/v3/projects/${templateId}/available_types`, 'manager')).json();
    const inUse = current._embedded.elements.filter((type: { in_use: boolean }) => type.in_use).map((type: { id: number }) => type.id);
    const enabled = [...new Set([1, 2, ...inUse])].sort((a, b) => a - b);
    expect(enabled.length).toBeLessThan(6);
    const types = await send('PATCH', `/api/v3/projects/${templateId}/available_types`, 'manager', { type_ids: enabled, default_type_id: 2 });
    expect(types.statusCode).toBe(200);
    templateTypes = enabled.map((id) => `${id}${id === 2 ? '*' : ''}`);
  });

  describe('POST /projects/{id}/copy/form', () => {
    test('a valid copy: the payload with the template attributes and every flag this version copies on, the copy flags schema, a commit link', async () => {
      const before = await snapshot();
      const jobsBefore = await count('jobs');
      const response = await copyForm(templateId, { name: 'Apollo', identifier: 'apollo' });
      expect(response.statusCode).toBe(200);
      const form = response.json();
      expect(form._type).toBe('Form');
      expect(form._embedded.validationErrors).toEqual({});
      expect(form._embedded.payload).toEqual({
        name: 'Apollo',
        identifier: 'apollo',
        description: { raw: expect.stringContaining('Template for new software projects') },
        statusExplanation: { raw: '' },
        public: false,
        _links: { parent: { href: null }, status: { href: null } },
        _meta: { ...Object.fromEntries(COPY_FLAGS.map((entry) => [entry.flag, ctx.app.copiers.handles(entry.option)])), sendNotifications: true },
      });
      expect(form._embedded.payload._meta).toMatchObject({ copyMembers: true, copyVersions: true, copyWorkPackages: true, copyWiki: false, copyForums: true });
      expect(form._embedded.schema.copyMembers).toMatchObject({ type: 'Boolean', location: '_meta', available: true });
      expect(form._embedded.schema.copyWorkPackages.location).toBe('_meta');
      expect(form._embedded.schema.copyWiki.available).toBe(false);
      expect(form._embedded.schema.copyForums.available).toBe(true);
      // The schema says, flag by flag, what this version copies: exactly the options of the registered copiers.
      const available = COPY_FLAGS.filter((entry) => form._embedded.schema[entry.flag].available).map((entry) => entry.option);
      expect(available).toEqual(ALL_OPTIONS.filter((option) => ctx.app.copiers.handles(option)));
      expect(available).toEqual(expect.arrayContaining(['members', 'versions', 'work_packages', 'work_package_attachments']));
      expect(form._links).toEqual({
        self: { href: `/api/v3/projects/${templateId}/copy/form`, method: 'post' },
        validate: { href: `/api/v3/projects/${templateId}/copy/form`, method: 'post' },
        commit: { href: `/api/v3/projects/${templateId}/copy`, method: 'post' },
      });
      expect(await snapshot()).toBe(before);
      expect(await count('jobs')).toBe(jobsBefore);
    });

    test('given flags select exactly the options set to true; the identifier is derived from the name when blank', async () => {
      const form = (await copyForm(templateId, { name: 'Mars Rover 2', _meta: { copyMembers: false, copyVersions: true, sendNotifications: false } })).json();
      expect(form._embedded.payload.identifier).toBe('mars_rover_2');
      const meta = form._embedded.payload._meta;
      expect(meta.copyMembers).toBe(false);
      expect(meta.copyVersions).toBe(true);
      expect(meta.copyWorkPackages).toBe(false);
      expect(meta.sendNotifications).toBe(false);
    });

    test('every problem is reported at once, with no commit link', async () => {
      const form = (await copyForm(templateId, { identifier: 'Not Valid', _links: { parent: { href: '/api/v3/users/1' } } })).json();
      expect(Object.keys(form._embedded.validationErrors).sort()).toEqual(['identifier', 'name', 'parent']);
      expect(form._embedded.validationErrors.name.message).toBe('Project name is required');
      expect(form._embedded.validationErrors.identifier.message).toBe('Identifier can only contain lowercase letters, numbers, and underscores');
      expect(form._links.commit).toBeUndefined();
      const taken = (await copyForm(templateId, { name: 'Again', identifier: 'website_relaunch' })).json();
      expect(taken._embedded.validationErrors.identifier.message).toBe('Identifier has already been taken.');
    });
  });

  describe('POST /projects/{id}/copy', () => {
    test('starts a job (302 to its status) that copies the project, its types and its members', async () => {
      const response = await copy(templateId, { name: 'Apollo launch', identifier: 'apollo_launch', description: { raw: 'Our launch.' } });
      expect(response.statusCode).toBe(302);
      const started = response.json();
      expect(response.headers.location).toBe(`/api/v3/job_statuses/${started.jobId}`);
      expect(started).toMatchObject({ _type: 'JobStatus', status: 'in_queue', payload: null, _links: { self: { href: response.headers.location } } });

      await ctx.app.jobs.drain();
      const done = await jobStatus(started.jobId);
      expect(done.status).toBe('success');
      const project = await ctx.db.selectFrom('projects').selectAll().where('identifier', '=', 'apollo_launch').executeTakeFirstOrThrow();
      expect(done.message).toBe('Project "Apollo launch" was created.');
      expect(done.payload).toEqual({
        _links: { project: { href: `/api/v3/projects/${project.id}`, title: 'Apollo launch' } },
        redirect: `/projects/${project.id}`,
        copied: expect.objectContaining({ types: templateTypes.length, members: 5 }),
        // With no flags, only what this version copies is selected: nothing is reported as not copied.
        skipped: [],
      });

      const template = await ctx.db.selectFrom('projects').selectAll().where('id', '=', templateId).executeTakeFirstOrThrow();
      expect(project).toMatchObject({ name: 'Apollo launch', description: 'Our launch.', parent_id: null, status_code: template.status_code });
      expect(Boolean(project.public)).toBe(false);
      expect(Boolean(project.templated)).toBe(false);
      expect(Boolean(project.active)).toBe(true);
      expect(await projectTypes(templateId)).toEqual(templateTypes);
      expect(await projectTypes(project.id)).toEqual(templateTypes);

      // The same members with the same roles; inherited roles point at the copy's guild membership; Tomás, who only
      // had a role inherited from another project, is not copied.
      // (The template's own data has Tomás inheriting from another project's membership, on purpose.)
      const source = await memberRoles(templateId, false);
      delete source[userIds['tomas.herrera']];
      expect(await memberRoles(project.id)).toEqual(source);
      expect(Object.keys(source)).toHaveLength(5);
      expect(source[userIds['sofia.rossi']]).toEqual([`${roleIds.Reader}:${guildId}`]);

      // The new project is there for its creator, with the copy link (Marcus is Project admin).
      const fetched = await send('GET', `/api/v3/projects/${project.id}`, 'manager');
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json()._links.copy).toEqual({ href: `/api/v3/projects/${project.id}/copy`, method: 'post' });
    });

    test('without members: only the creator, as Project admin; unselected options are not reported as skipped', async () => {
      const done = await copyAndRun(templateId, { name: 'Solo', identifier: 'solo_copy', _meta: { copyMembers: false, copyVersions: true } });
      expect(done.status).toBe('success');
      expect(done.payload.copied).toMatchObject({ types: templateTypes.length });
      expect(done.payload.copied.members).toBeUndefined();
      expect(done.payload.skipped).toEqual(skippedOf(['versions']));
      const id = Number(done.payload.redirect.split('/').pop());
      expect(await memberRoles(id)).toEqual({ [userIds.manager]: [`${roleIds['Project admin']}:-`] });
    });

    test.each(COPY_FLAGS.map((entry) => [entry.flag, entry.option]))('%s alone: copies that option (or says it cannot) and nothing else', async (flag, option) => {
      const identifier = `only_${option}`;
      const done = await copyAndRun(templateId, { name: `Only ${option}`, identifier, _meta: { [flag]: true } });
      expect(done.status).toBe('success');
      const id = (await ctx.db.selectFrom('projects').select('id').where('identifier', '=', identifier).executeTakeFirstOrThrow()).id;
      expect(await projectTypes(id)).toEqual(templateTypes);
      expect(done.payload.skipped).toEqual(skippedOf([option]));
      // Types always; the option itself when an area copies it; nothing else.
      expect(Object.keys(done.payload.copied).sort()).toEqual(ctx.app.copiers.handles(option) ? ['types', option].sort() : ['types']);
      if (option === 'members') {
        expect(done.payload.copied.members).toBe(5);
        expect(Object.keys(await memberRoles(id))).toHaveLength(5);
      } else {
        expect(await memberRoles(id)).toEqual({ [userIds.manager]: [`${roleIds['Project admin']}:-`] });
      }
    });

    test('the creator gets Project admin besides the roles copied for them', async () => {
      // Priya is Team Leader in website_relaunch and may add sub-projects there.
      const done = await copyAndRun(projectIds.website_relaunch, { name: 'Relaunch 2', identifier: 'relaunch_two', _links: { parent: { href: `/api/v3/projects/${projectIds.website_relaunch}` } } }, 'member');
      expect(done.status).toBe('success');
      const id = Number(done.payload.redirect.split('/').pop());
      const roles = await memberRoles(id);
      expect(roles[userIds.member]).toEqual([`${roleIds['Project admin']}:-`, `${roleIds['Team Leader']}:-`].sort());
      expect((await ctx.db.selectFrom('projects').select('parent_id').where('id', '=', id).executeTakeFirstOrThrow()).parent_id).toBe(projectIds.website_relaunch);
      // The source's types when it never changed them: all six, Task by default.
      expect(await projectTypes(id)).toEqual(['1*', '2', '3', '4', '5', '6']);
    });

    test("a sub-project's copy stays under the same parent unless another parent (or none) is given", async () => {
      const kept = await copyAndRun(projectIds.design_system, { name: 'Design system 2' }, 'admin');
      const keptId = Number(kept.payload.redirect.split('/').pop());
      const top = await copyAndRun(projectIds.design_system, { name: 'Design system 3', _links: { parent: { href: null } } }, 'admin');
      const topId = Number(top.payload.redirect.split('/').pop());
      const parents = await ctx.db.selectFrom('projects').select(['id', 'parent_id', 'identifier']).where('id', 'in', [keptId, topId]).execute();
      expect(parents.find((row) => row.id === keptId)).toMatchObject({ parent_id: projectIds.website_relaunch, identifier: 'design_system_2' });
      expect(parents.find((row) => row.id === topId)?.parent_id).toBeNull();
    });

    test('validation: 422 naming the attribute, 400 for unknown or mistyped properties; nothing is queued', async () => {
      await expectRefused(() => copy(templateId, {}), 422, 'PropertyConstraintViolation', 'name');
      await expectRefused(() => copy(templateId, { name: 'X', identifier: 'Has Spaces' }), 422, 'PropertyConstraintViolation', 'identifier');
      await expectRefused(() => copy(templateId, { name: 'X', identifier: 'website_relaunch' }), 422, 'PropertyConstraintViolation', 'identifier');
      await expectRefused(() => copy(templateId, { name: 'X', _links: { parent: { href: '/api/v3/users/1' } } }), 422, 'PropertyConstraintViolation', 'parent');
      // Priya cannot see customer_portal: as a parent it "does not exist".
      await expectRefused(
        () => copy(projectIds.website_relaunch, { name: 'X', _links: { parent: { href: `/api/v3/projects/${projectIds.customer_portal}` } } }, 'member'),
        422,
        'PropertyConstraintViolation',
        'parent',
      );
      await expectRefused(() => copy(templateId, { name: 'X', active: false }), 400, 'InvalidRequestBody', 'active');
      await expectRefused(() => copy(templateId, { name: 'X', templated: true }), 400, 'InvalidRequestBody', 'templated');
      await expectRefused(() => copy(templateId, { name: 'X', _meta: { copyMembers: 'yes' } }), 400, 'InvalidRequestBody', '_meta');
      await expectRefused(() => copy(templateId, { name: 'X', _meta: { copyEverything: true } }), 400, 'InvalidRequestBody');
      await expectRefused(() => copy(templateId, { name: 42 }), 400, 'InvalidRequestBody', 'name');
    });

    test('permissions: 404 for a project the caller cannot see, 403 without copy_projects or the right to create the copy there', async () => {
      // Priya cannot see customer_portal.
      await expectRefused(() => copy(projectIds.customer_portal, { name: 'Peek' }, 'member'), 404, 'NotFound');
      await expectRefused(() => copyForm(projectIds.customer_portal, { name: 'Peek' }, 'member'), 404, 'NotFound');
      await expectRefused(() => copy(999_999, { name: 'Nothing' }, 'admin'), 404, 'NotFound');
      // Tomás is a plain Member of website_relaunch: no copy_projects.
      await expectRefused(() => copy(projectIds.website_relaunch, { name: 'Mine' }, 'tomas'), 403, 'MissingPermission');
      await expectRefused(() => copyForm(projectIds.website_relaunch, { name: 'Mine' }, 'tomas'), 403, 'MissingPermission');
      // Priya may copy website_relaunch, but not to the top level (members create no top-level projects): the copy is
      // refused naming the parent, and the form says so on that field (with the copy options, as for anyone who may copy).
      const topLevel = await expectRefused(() => copy(projectIds.website_relaunch, { name: 'Mine' }, 'member'), 403, 'MissingPermission', 'parent');
      expect(topLevel.message).toBe('Only administrators and managers can create top-level projects.');
      const form = await copyForm(projectIds.website_relaunch, { name: 'Mine' }, 'member');
      expect(form.statusCode).toBe(200);
      expect(form.json()._embedded.validationErrors.parent).toMatchObject({
        errorIdentifier: 'urn:openproject-org:api:v3:errors:MissingPermission',
        message: 'Only administrators and managers can create top-level projects.',
      });
      expect(form.json()._links.commit).toBeUndefined();
      expect(form.json()._embedded.schema.copyMembers.available).toBe(true);
      const underOwn = (await copyForm(projectIds.website_relaunch, { name: 'Mine', _links: { parent: { href: `/api/v3/projects/${projectIds.website_relaunch}` } } }, 'member')).json();
      expect(underOwn._embedded.validationErrors).toEqual({});
      // ...nor under a project where she may not add sub-projects (a Reader in design_system).
      await expectRefused(
        () => copy(projectIds.website_relaunch, { name: 'Mine', _links: { parent: { href: `/api/v3/projects/${projectIds.design_system}` } } }, 'member'),
        403,
        'MissingPermission',
        'parent',
      );
      await expectRefused(() => ctx.app.inject({ method: 'POST', url: `/api/v3/projects/${templateId}/copy`, payload: { name: 'Anon' } }), 401, 'Unauthenticated');
    });

    test('the copy link shows only to those who may copy; the job status only to its starter', async () => {
      const linkOf = async (id: number, who: Who) => (await send('GET', `/api/v3/projects/${id}`, who)).json()._links.copy;
      expect(await linkOf(projectIds.website_relaunch, 'member')).toEqual({ href: `/api/v3/projects/${projectIds.website_relaunch}/copy`, method: 'post' });
      expect(await linkOf(projectIds.website_relaunch, 'tomas')).toBeUndefined();
      // In the list too (whose cached representations are keyed by the copy permission): Tomás leads internal_tools.
      const list = (await send('GET', `/api/v3/projects?pageSize=100`, 'tomas')).json();
      const copyLinks = Object.fromEntries(list._embedded.elements.map((project: { identifier: string; _links: { copy?: unknown } }) => [project.identifier, project._links.copy]));
      expect(copyLinks.website_relaunch).toBeUndefined();
      expect(copyLinks.internal_tools).toEqual({ href: `/api/v3/projects/${projectIds.internal_tools}/copy`, method: 'post' });

      const response = await copy(templateId, { name: 'Private job' });
      await ctx.app.jobs.drain();
      expectError(await send('GET', `/api/v3/job_statuses/${response.json().jobId}`, 'member'), 404, 'NotFound');
    });
  });

  describe('a copy that fails half way leaves nothing', () => {
    test('a copier failing after others ran rolls back the project, its types and its members', async () => {
      let membersCopiedFirst = 0;
      const failing: Copier = {
        option: 'versions',
        order: 20,
        async copy(context) {
          membersCopiedFirst = context.idMaps.get('memberships')?.size ?? 0;
          // It even wrote something before failing.
          await context.trx.updateTable('projects').set({ description: 'half-copied' }).where('id', '=', context.targetProjectId).execute();
          throw new Error('disk full at /var/lib/secret');
        },
      };
      const unregister = ctx.app.copiers.register(failing);
      try {
        const before = await snapshot();
        const response = await copy(templateId, { name: 'Doomed', identifier: 'doomed' });
        expect(response.statusCode).toBe(302);
        await ctx.app.jobs.drain();
        const failed = await jobStatus(response.json().jobId);
        expect(membersCopiedFirst).toBe(5);
        expect(failed).toMatchObject({
          status: 'failure',
          message: 'Copying versions failed: An internal error has occurred.',
          errors: ['Copying versions failed: An internal error has occurred.'],
          payload: { errors: ['Copying versions failed: An internal error has occurred.'] },
        });
        expect(JSON.stringify(failed)).not.toContain('secret');
        expect(await snapshot()).toBe(before);
      } finally {
        unregister();
      }
      // With the copier gone, the same copy works.
      expect((await copyAndRun(templateId, { name: 'Doomed', identifier: 'doomed' })).status).toBe('success');
    });

    test('a copier explaining its failure is quoted', async () => {
      const unregister = ctx.app.copiers.register({
        option: 'members',
        order: 11,
        copy: async () => {
          throw new JobFailure('a member has no account any more');
        },
      });
      try {
        const before = await snapshot();
        const failed = await copyAndRun(templateId, { name: 'Doomed too' });
        expect(failed.errors).toEqual(['Copying members failed: a member has no account any more']);
        expect(await snapshot()).toBe(before);
      } finally {
        unregister();
      }
    });

    test('an identifier taken (or a source deleted) after the request fails the job and creates nothing', async () => {
      const handler = copyProjectJob(ctx.app);
      const input: CopyJobPayload = {
        sourceProjectId: templateId,
        name: 'Late',
        identifier: 'website_relaunch',
        description: '',
        statusExplanation: '',
        public: false,
        statusCode: null,
        parentId: null,
        options: ALL_OPTIONS,
        sendNotifications: true,
      };
      const before = await snapshot();
      const run = (payload: CopyJobPayload) => handler({ id: 'direct', type: 'copy_project', payload, userId: userIds.manager });
      await expect(run(input)).rejects.toThrow(new JobFailure('Identifier has already been taken.'));
      await expect(run({ ...input, identifier: 'late', sourceProjectId: 999_999 })).rejects.toThrow('The project to copy no longer exists.');
      await expect(run({ ...input, identifier: 'late', parentId: 999_999 })).rejects.toThrow('The parent project no longer exists.');
      expect(await snapshot()).toBe(before);
      // Not an ApiError leaking out of the job: the runner shows these messages as they are.
      await run(input).catch((error: unknown) => expect(error).not.toBeInstanceOf(ApiError));
    });
  });
});

describe('copying is set-based', () => {
  test('the statements a copy runs do not grow with the number of members', async () => {
    const now = ctx.clock.now().toISOString();
    const users = await insertRowsReturningIds(
      ctx.db,
      'principals',
      Array.from({ length: 60 }, (_, index) => ({
        type: 'User' as const,
        login: `copy.user.${index}`,
        email: `copy.user.${index}@tessera.local`,
        first_name: 'Copy',
        last_name: `User ${index}`,
        name: `Copy User ${index}`,
        password_hash: null,
        role_type: 'member' as const,
        status: 'active' as const,
        created_at: now,
        updated_at: now,
      })),
    );
    const sourceFor = async (identifier: string, members: number) => {
      const [id] = await insertRowsReturningIds(ctx.db, 'projects', [
        { identifier, name: identifier, description: '', public: false, active: true, templated: true, parent_id: null, status_code: null, status_explanation: '', created_at: now, updated_at: now },
      ]);
      await insertMemberships(ctx.db, users.slice(0, members).map((principalId) => ({ projectId: id, principalId, roleIds: [roleIds.Member, roleIds.Reader] })), now);
      return id;
    };
    const small = await sourceFor('few_members', 3);
    const large = await sourceFor('many_members', 60);
    const measure = async (sourceId: number, identifier: string) => {
      // The job may start before the answer is read: count from before the request (whose statements are the same).
      ctx.statements.sql = [];
      const response = await copy(sourceId, { name: identifier }, 'admin');
      expect(response.statusCode).toBe(302);
      await ctx.app.jobs.drain();
      const done = await jobStatus(response.json().jobId, 'admin');
      expect(done.status).toBe('success');
      // The statements of the copy itself (the queue's own polling is left out).
      return { members: done.payload.copied.members, statements: ctx.statements.sql.filter((text) => /member/.test(text)).length };
    };
    const few = await measure(small, 'few_copied');
    const many = await measure(large, 'many_copied');
    expect(few.members).toBe(3);
    expect(many.members).toBe(60);
    expect(many.statements).toBe(few.statements);
    const copiedId = (await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'many_copied').executeTakeFirstOrThrow()).id;
    // 60 members with 2 roles each, plus the creator's Project admin membership.
    expect(await count('member_roles')).toBeGreaterThan(0);
    const copiedRoles = await memberRoles(copiedId);
    expect(Object.keys(copiedRoles)).toHaveLength(61);
  });
});

describe('the finance settings and the budget go with the Time and costs module, the money only to who may see it', () => {
  const now = () => ctx.clock.now().toISOString();
  const financeOf = async (projectId: number) => {
    const project = await ctx.db.selectFrom('projects').select(['currency', 'locale', 'default_hourly_rate']).where('id', '=', projectId).executeTakeFirstOrThrow();
    const budget = await ctx.db
      .selectFrom('budgets')
      .select(['subject', 'description', 'planned_labour_cost', 'planned_material_cost', 'lock_version'])
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return {
      currency: project.currency,
      locale: project.locale,
      rate: Number(project.default_hourly_rate),
      budget: budget ? { ...budget, planned_labour_cost: Number(budget.planned_labour_cost), planned_material_cost: Number(budget.planned_material_cost), lock_version: Number(budget.lock_version) } : null,
    };
  };
  const setFinance = async (projectId: number) => {
    await ctx.db.updateTable('projects').set({ currency: 'EUR', locale: 'de-DE', default_hourly_rate: 95.5 }).where('id', '=', projectId).execute();
    await ctx.db.deleteFrom('budgets').where('project_id', '=', projectId).execute();
    await ctx.db
      .insertInto('budgets')
      .values({ project_id: projectId, subject: 'Launch budget', description: 'Q3', planned_labour_cost: 12_000, planned_material_cost: 3_500.25, lock_version: 4, created_at: now(), updated_at: now() })
      .execute();
  };
  const copiedId = (done: { payload: { redirect: string } }) => Number(done.payload.redirect.split('/').pop());

  test('a caller with view_budgets gets the currency, locale, default rate and planned amounts (lockVersion 0, nothing spent)', async () => {
    const templateId = projectIds.software_delivery_template;
    await setFinance(templateId);
    const done = await copyAndRun(templateId, { name: 'Funded launch', identifier: 'funded_launch', _meta: { copyMembers: false } });
    expect(done.status).toBe('success');
    const id = copiedId(done);
    expect(await financeOf(id)).toEqual({
      currency: 'EUR',
      locale: 'de-DE',
      rate: 95.5,
      budget: { subject: 'Launch budget', description: 'Q3', planned_labour_cost: 12_000, planned_material_cost: 3_500.25, lock_version: 0 },
    });
    // The copy's budget as its creator reads it: the plan, nothing spent (time and cost entries stay with the source).
    const budget = (await send('GET', `/api/v3/projects/${id}/budget`, 'manager')).json();
    expect(budget).toMatchObject({ exists: true, currency: 'EUR', plannedTotal: 15_500.25, spent: 0, utilisation: 0, lockVersion: 0 });
    // The source is untouched.
    expect((await financeOf(templateId)).budget).toMatchObject({ planned_labour_cost: 12_000, lock_version: 4 });
  });

  test('a caller who may copy but not view budgets gets the currency and locale only: the default rate and the budget stay', async () => {
    const sourceId = projectIds.website_relaunch;
    await setFinance(sourceId);
    // Tomás may copy website_relaunch under itself, and holds no view_budgets there (Member and this role).
    const [copierRole] = await insertRowsReturningIds(ctx.db, 'roles', [{ name: 'Copier', scope: 'project', position: 99, builtin: false }]);
    await ctx.db.insertInto('role_permissions').values(['view_project', 'copy_projects', 'add_subprojects'].map((permission) => ({ role_id: copierRole, permission }))).execute();
    const membership = await ctx.db.selectFrom('memberships').select('id').where('project_id', '=', sourceId).where('principal_id', '=', userIds['tomas.herrera']).executeTakeFirstOrThrow();
    await ctx.db.insertInto('member_roles').values({ membership_id: membership.id, role_id: copierRole, inherited_from_membership_id: null }).execute();
    const done = await copyAndRun(sourceId, { name: 'Relaunch unfunded', identifier: 'relaunch_unfunded', _meta: { copyMembers: false }, _links: { parent: { href: `/api/v3/projects/${sourceId}` } } }, 'tomas');
    expect(done.status).toBe('success');
    expect(await financeOf(copiedId(done))).toEqual({ currency: 'EUR', locale: 'de-DE', rate: 80, budget: null });
  });

  test('a source with Time and costs switched off carries nothing of its finance, even for an admin', async () => {
    const sourceId = projectIds.design_system;
    await setFinance(sourceId);
    await ctx.db.insertInto('disabled_modules').values({ project_id: sourceId, name: 'costs' }).execute();
    try {
      const done = await copyAndRun(sourceId, { name: 'Design system costless', identifier: 'design_costless', _meta: { copyMembers: false } }, 'admin');
      expect(done.status).toBe('success');
      const id = copiedId(done);
      expect(await financeOf(id)).toEqual({ currency: 'USD', locale: 'en-US', rate: 80, budget: null });
      // The module itself is copied as the source has it.
      expect(await ctx.db.selectFrom('disabled_modules').select('name').where('project_id', '=', id).execute()).toEqual([{ name: 'costs' }]);
    } finally {
      await ctx.db.deleteFrom('disabled_modules').where('project_id', '=', sourceId).where('name', '=', 'costs').execute();
    }
  });
});
