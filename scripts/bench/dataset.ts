// Generates the benchmark's large organisation straight into a fresh database through the server's own
// migrations: 2,000 users, 1,000 projects (a fifth of them sub-projects), 20,000 memberships; a project with
// 5,000 work packages (the tasks endpoints) and a template with 2,000 work packages and 50 members (the copy); 1,000
// documents in the tasks project, one of them 50,000 words long (the documents list and the editor's open); a finance
// project with 100,000 time entries over two years, 5,000 cost entries and hourly rates (the financial analysis).
// Rows are inserted in batches inside one transaction; names are varied so search and sort do real work.
import { sql, type Transaction } from 'kysely';
import { createDatabase, migrateToLatest } from '../../server/src/db/index.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { insertProjectRoles } from '../../server/src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../../server/src/seed/roles.ts';
import { hashPassword } from '../../server/src/auth/passwords.ts';
import { DEFAULT_PASSWORD_HASHING } from '../../server/src/config.ts';
import { storedContent } from '../../server/src/modules/documents/index.ts';

export const BENCH_ADMIN = { email: 'bench-admin@tessera.local', password: 'Bench-admin-2026!' };
export const SIZES = {
  users: 2000, projects: 1000, memberships: 20000,
  bigProjectWorkPackages: 5000, templateWorkPackages: 2000, templateMembers: 50,
  sprints: 10, workPackagesPerSprint: 400,
  documents: 1000, largeDocumentWords: 50_000,
  financeTimeEntries: 100_000, financeCostEntries: 5_000, financeWorkPackages: 200, financeDays: 730,
};
export interface BenchDataset {
  adminId: number; sampleProjectId: number; bigProjectId: number; templateId: number; currentSprintId: number; largeDocumentId: number;
  financeProjectId: number;
}

const SUBJECT_VERBS = ['Implement', 'Review', 'Fix', 'Design', 'Document', 'Test', 'Refactor', 'Measure', 'Migrate', 'Plan'];
const SUBJECT_THINGS = ['checkout flow', 'login page', 'export job', 'search index', 'billing API', 'release notes', 'onboarding emails', 'audit log', 'mobile layout', 'error budget'];

/** Work packages for one project: every tenth is a parent of the nine after it; types, statuses and assignees vary. */
function workPackagesFor(projectId: number, count: number, assignees: number[], authorId: number, iso: (msAgo: number) => string) {
  const day = (offset: number) => new Date(Date.UTC(2026, 10, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => ({
    project_id: projectId, type_id: [1, 2, 3, 4, 5][i % 5], status_id: [1, 2, 3, 4][i % 4], priority_id: [7, 8, 9, 10][i % 4],
    subject: `${SUBJECT_VERBS[i % SUBJECT_VERBS.length]} ${SUBJECT_THINGS[Math.floor(i / SUBJECT_VERBS.length) % SUBJECT_THINGS.length]} #${i}`,
    description: 'Acceptance: the change is reviewed, tested on staging and noted in the release notes.',
    author_id: authorId, assigned_to_id: assignees.length ? assignees[i % assignees.length] : null, responsible_id: null,
    parent_id: null, version_id: null, start_date: day(i % 40), due_date: day((i % 40) + 7), estimated_hours: (i % 8) + 1,
    remaining_hours: i % 8, story_points: i % 13, done_ratio: (i % 5) * 20, position: i, lock_version: 0,
    created_at: iso(i * 60_000), updated_at: iso(i * 30_000),
  }));
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger', 'Radia', 'John', 'Hedy', 'Tim', 'Katherine', 'Donald'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'Dijkstra', 'Perlman', 'Backus', 'Lamarr', 'Berners-Lee', 'Johnson', 'Knuth'];
const WORDS = ['Apollo', 'Orion', 'Atlas', 'Helix', 'Nimbus', 'Vertex', 'Quartz', 'Zephyr', 'Lumen', 'Cobalt', 'Falcon', 'Harbor', 'Meridian', 'Summit', 'Beacon', 'Cascade'];
const KINDS = ['Platform', 'Migration', 'Redesign', 'Rollout', 'Research', 'Audit', 'Onboarding', 'Analytics'];

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Inserts work packages in batches, then makes every tenth the parent of the nine after it. */
async function insertWorkPackages(trx: Transaction<Database>, rows: ReturnType<typeof workPackagesFor>) {
  const ids: number[] = [];
  await insertBatches(rows, 500, async (batch) => {
    const inserted = await trx.insertInto('work_packages').values(batch).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  });
  for (let i = 0; i < ids.length; i += 10) {
    await trx.updateTable('work_packages').set({ parent_id: ids[i] }).where('id', 'in', ids.slice(i + 1, i + 10)).execute();
  }
}

const DAY_MS = 86_400_000;
const CLOSED_STATUS_ID = 4;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The tasks project's sprints: two-week versions, the last but one current and the last ahead, each holding
 * SIZES.workPackagesPerSprint of its packages. Their journals tell the history the burndown and statistics replay:
 * each package created into its sprint (version, points, status New) the day before it starts, then moved to its
 * present status on a day of the sprint. Returns the current sprint.
 */
async function insertSprints(trx: Transaction<Database>, projectId: number, authorId: number, now: number): Promise<number> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const firstStart = today - (SIZES.sprints - 2) * 14 * DAY_MS - 4 * DAY_MS;
  const versions = Array.from({ length: SIZES.sprints }, (_, i) => {
    const start = firstStart + i * 14 * DAY_MS;
    const end = start + 11 * DAY_MS;
    return {
      project_id: projectId, name: `Sprint ${i + 1}`, description: 'Sprint goal: ship what the team committed to.',
      start_date: isoDay(start), end_date: isoDay(end), status: end < today ? ('closed' as const) : ('open' as const),
      sharing: 'none' as const, lock_version: 0, created_at: new Date(start - 7 * DAY_MS).toISOString(), updated_at: new Date(start).toISOString(),
    };
  });
  const versionIds = (await trx.insertInto('versions').values(versions).returning('id').execute()).map((row) => row.id);
  const packages = await trx.selectFrom('work_packages').select(['id', 'status_id', 'story_points']).where('project_id', '=', projectId)
    .orderBy('id').limit(SIZES.sprints * SIZES.workPackagesPerSprint).execute();
  const journals: { journable_type: string; journable_id: number; project_id: number; user_id: number; version: number; notes: string; created_at: string; updated_at: string }[] = [];
  const details: { property: string; old_value: string | null; new_value: string | null }[][] = [];
  for (let s = 0; s < SIZES.sprints; s++) {
    const inSprint = packages.slice(s * SIZES.workPackagesPerSprint, (s + 1) * SIZES.workPackagesPerSprint);
    await insertBatches(inSprint.map((wp) => wp.id), 500, (ids) => trx.updateTable('work_packages').set({ version_id: versionIds[s] }).where('id', 'in', ids).execute());
    const start = firstStart + s * 14 * DAY_MS;
    inSprint.forEach((wp, i) => {
      const created = new Date(start - DAY_MS + (i % 480) * 60_000).toISOString();
      journals.push({ journable_type: 'WorkPackage', journable_id: wp.id, project_id: projectId, user_id: authorId, version: 1, notes: '', created_at: created, updated_at: created });
      details.push([
        { property: 'version_id', old_value: null, new_value: String(versionIds[s]) },
        { property: 'story_points', old_value: null, new_value: wp.story_points === null ? null : String(wp.story_points) },
        { property: 'status_id', old_value: null, new_value: '1' },
      ]);
      if (wp.status_id === 1) return;
      // Closed work finishes through the sprint; the rest moved on its first days. A current sprint's days are
      // capped at today, so no journal lies in the future.
      const day = wp.status_id === CLOSED_STATUS_ID ? 1 + (i % 11) : 1 + (i % 3);
      const at = new Date(Math.min(start + day * DAY_MS + 3_600_000, now - 60_000)).toISOString();
      journals.push({ journable_type: 'WorkPackage', journable_id: wp.id, project_id: projectId, user_id: authorId, version: 2, notes: '', created_at: at, updated_at: at });
      details.push([{ property: 'status_id', old_value: '1', new_value: String(wp.status_id) }]);
    });
  }
  await insertBatches(journals.map((journal, i) => ({ journal, details: details[i] })), 400, async (batch) => {
    const ids = await trx.insertInto('journals').values(batch.map((entry) => entry.journal)).returning('id').execute();
    await trx.insertInto('journal_details').values(batch.flatMap((entry, i) => entry.details.map((detail) => ({ ...detail, journal_id: ids[i].id })))).execute();
  });
  return versionIds[SIZES.sprints - 2];
}

const PROSE = ['the', 'team', 'agreed', 'to', 'ship', 'the', 'checkout', 'flow', 'after', 'review', 'and', 'a', 'week', 'on', 'staging',
  'with', 'notes', 'for', 'support', 'so', 'that', 'nobody', 'is', 'surprised', 'by', 'the', 'release'];
/** A document's content: a heading per section, then paragraphs of about 100 words and a short list. */
function documentContent(words: number, seed: number) {
  const content: object[] = [];
  let written = 0;
  for (let section = 1; written < words; section++) {
    content.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Section ${section}` }] });
    for (let p = 0; p < 4 && written < words; p++) {
      const length = Math.min(100, words - written);
      const text = Array.from({ length }, (_, i) => PROSE[(seed + section * 7 + p * 3 + i) % PROSE.length]).join(' ');
      content.push({ type: 'paragraph', content: [{ type: 'text', text: `${text[0].toUpperCase()}${text.slice(1)}.` }] });
      written += length;
    }
    content.push({ type: 'bulletList', content: ['Owner named', 'Date agreed'].map((item) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: item }] }] })) });
  }
  return { type: 'doc', content };
}

/** The tasks project's documents: meeting notes and specs of about 300 words, and one of 50,000 words. */
async function insertDocuments(trx: Transaction<Database>, projectId: number, authorId: number, iso: (msAgo: number) => string): Promise<number> {
  const category = await trx.selectFrom('document_categories').select('id').orderBy('is_default', 'desc').orderBy('id').executeTakeFirstOrThrow();
  const kinds = ['Weekly sync', 'Design review', 'Release plan', 'Retrospective', 'Incident review', 'Spec'];
  const rows = Array.from({ length: SIZES.documents }, (_, i) => {
    const title = i === 0 ? 'Handbook (50,000 words)' : `${kinds[i % kinds.length]} ${i}`;
    const content = documentContent(i === 0 ? SIZES.largeDocumentWords : 300, i);
    return { project_id: projectId, category_id: category.id, title, ...storedContent(title, content), author_id: authorId, lock_version: 0, created_at: iso(i * 3_600_000), updated_at: iso(i * 1_800_000) };
  });
  const ids: number[] = [];
  await insertBatches(rows, 100, async (batch) => ids.push(...(await trx.insertInto('documents').values(batch).returning('id').execute()).map((row) => row.id)));
  return ids[0];
}

/**
 * The finance project (issue 19): 100,000 time entries of its members over the last two years (five activities, on
 * 200 work packages or on the project), 5,000 cost entries, and hourly rates as teams have them: a default rate for
 * most members with a raise a year ago, a project rate for some, none for the rest (the project's default applies).
 */
async function insertFinance(trx: Transaction<Database>, projectId: number, members: number[], authorId: number, now: number, iso: (msAgo: number) => string) {
  await insertWorkPackages(trx, workPackagesFor(projectId, SIZES.financeWorkPackages, members, authorId, iso));
  const packages = (await trx.selectFrom('work_packages').select('id').where('project_id', '=', projectId).orderBy('id').execute()).map((row) => row.id);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  // The entries spread evenly over the days; each day every member logs a few, on varied activities and tasks.
  const day = (i: number, count: number) => isoDay(today - (1 + Math.floor((i * SIZES.financeDays) / count)) * DAY_MS);
  const stamp = iso(0);
  const rates = members.flatMap((userId, i) => {
    if (i % 4 === 3) return [];
    const base = 60 + (i % 7) * 5;
    const rows = [
      { user_id: userId, project_id: null, rate: base, valid_from: isoDay(today - 800 * DAY_MS), created_at: stamp, updated_at: stamp },
      { user_id: userId, project_id: null, rate: base + 4.5, valid_from: isoDay(today - 365 * DAY_MS), created_at: stamp, updated_at: stamp },
    ];
    if (i % 4 === 0) rows.push({ user_id: userId, project_id: projectId, rate: base + 12, valid_from: isoDay(today - 180 * DAY_MS), created_at: stamp, updated_at: stamp });
    return rows;
  });
  if (rates.length > 0) await trx.insertInto('hourly_rates').values(rates).execute();
  const timeEntries = Array.from({ length: SIZES.financeTimeEntries }, (_, i) => ({
    project_id: projectId, work_package_id: i % 10 === 0 ? null : packages[(i * 13) % packages.length], user_id: members[i % members.length],
    logged_by_id: null, activity_id: 1 + (Math.floor(i / members.length) % 5), hours: 0.25 * (1 + ((i * 11) % 24)), spent_on: day(i, SIZES.financeTimeEntries), comment: i % 3 === 0 ? 'Implementation' : '',
    ongoing: false, created_at: stamp, updated_at: stamp,
  }));
  await insertBatches(timeEntries, 1000, (batch) => trx.insertInto('time_entries').values(batch).execute());
  const costEntries = Array.from({ length: SIZES.financeCostEntries }, (_, i) => ({
    project_id: projectId, work_package_id: packages[(i * 17) % packages.length], user_id: members[(i * 3) % members.length],
    cost_type_id: 1 + (i % 5), units: 1 + (i % 4), spent_on: day(i, SIZES.financeCostEntries), comment: '', overridden_costs: i % 9 === 0 ? 150 + (i % 50) : null,
    costs: (1 + (i % 4)) * [640, 420, 350, 29, 120][i % 5], created_at: stamp, updated_at: stamp,
  }));
  await insertBatches(costEntries, 1000, (batch) => trx.insertInto('cost_entries').values(batch).execute());
}

export async function generateDataset(sqliteFile: string): Promise<BenchDataset> {
  const db = createDatabase({ databaseUrl: null, sqliteFile });
  await migrateToLatest(db);
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const passwordHash = await hashPassword(BENCH_ADMIN.password, DEFAULT_PASSWORD_HASHING);

  // The default project roles every install has (project creation and copy give the creator 'Project admin').
  await insertProjectRoles(db, DEFAULT_PROJECT_ROLES);
  const result = await db.transaction().execute(async (trx) => {
    const admin = await trx.insertInto('principals').values({
      type: 'User', login: 'bench-admin', email: BENCH_ADMIN.email, first_name: 'Bench', last_name: 'Admin',
      name: 'Bench Admin', password_hash: passwordHash, role_type: 'admin', status: 'active',
      first_failed_login_at: null, locked_until: null, created_at: iso(0), updated_at: iso(0),
    }).returning('id').executeTakeFirstOrThrow();

    const users = Array.from({ length: SIZES.users }, (_, i) => {
      const first = FIRST[i % FIRST.length];
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
      return {
        type: 'User' as const, login: `user${i}`, email: `user${i}@bench.tessera.local`, first_name: first,
        last_name: `${last} ${i}`, name: `${first} ${last} ${i}`, password_hash: null, role_type: 'member' as const,
        status: 'active' as const, first_failed_login_at: null, locked_until: null, created_at: iso(i * 60_000), updated_at: iso(i * 60_000),
      };
    });
    await insertBatches(users, 200, (batch) => trx.insertInto('principals').values(batch).execute());
    const userIds = (await trx.selectFrom('principals').select('id').where('type', '=', 'User').where('id', '!=', admin.id).orderBy('id').execute()).map((r) => r.id);

    const role = await trx.selectFrom('roles').select('id').where('name', '=', 'Member').executeTakeFirstOrThrow();

    const projects = Array.from({ length: SIZES.projects }, (_, i) => {
      const name = `${WORDS[i % WORDS.length]} ${KINDS[Math.floor(i / WORDS.length) % KINDS.length]} ${i}`;
      return {
        identifier: `bench_${i}`, name, description: `${name}: quarterly objectives, milestones and the team's working agreements.`,
        public: i % 3 === 0, active: i % 17 !== 0, templated: i % 97 === 0, parent_id: null, status_code: 'on_track',
        status_explanation: '', created_at: iso(i * 3_600_000), updated_at: iso(i * 1_800_000),
      };
    });
    await insertBatches(projects, 200, (batch) => trx.insertInto('projects').values(batch).execute());
    const projectIds = (await trx.selectFrom('projects').select('id').orderBy('id').execute()).map((r) => r.id);
    // Every fifth project becomes a sub-project of the project before it.
    for (let i = 5; i < projectIds.length; i += 5) {
      await trx.updateTable('projects').set({ parent_id: projectIds[i - 1] }).where('id', '=', projectIds[i]).execute();
    }

    const memberships: { project_id: number; principal_id: number; created_at: string; updated_at: string }[] = [];
    const perProject = SIZES.memberships / SIZES.projects;
    for (let p = 0; p < projectIds.length; p++) {
      for (let k = 0; k < perProject; k++) {
        const principal = userIds[(p * 7 + k * 101) % userIds.length];
        memberships.push({ project_id: projectIds[p], principal_id: principal, created_at: iso(0), updated_at: iso(0) });
      }
    }
    await insertBatches(memberships, 500, (batch) => trx.insertInto('memberships').values(batch).execute());
    const membershipIds = (await trx.selectFrom('memberships').select('id').execute()).map((r) => r.id);
    await insertBatches(membershipIds, 500, (batch) =>
      trx.insertInto('member_roles').values(batch.map((id) => ({ membership_id: id, role_id: role.id, inherited_from_membership_id: null }))).execute());

    // Every project enables every type, with the global default as its own (what project creation does).
    await sql`insert into project_types (project_id, type_id, is_default) select p.id, t.id, t.is_default from projects p cross join types t`.execute(trx);

    // The tasks project: 5,000 work packages assigned among its 20 members.
    const bigProjectId = projectIds[1];
    const bigMembers = memberships.filter((m) => m.project_id === bigProjectId).map((m) => m.principal_id);
    await insertWorkPackages(trx, workPackagesFor(bigProjectId, SIZES.bigProjectWorkPackages, bigMembers, admin.id, iso));

    // The template for the copy: 2,000 work packages in a hierarchy and 50 members (30 more than the others).
    const templateId = projectIds[2];
    await trx.updateTable('projects').set({ templated: true }).where('id', '=', templateId).execute();
    const existing = new Set(memberships.filter((m) => m.project_id === templateId).map((m) => m.principal_id));
    const extra = userIds.filter((id) => !existing.has(id)).slice(0, SIZES.templateMembers - existing.size);
    const added = await trx.insertInto('memberships')
      .values(extra.map((principal_id) => ({ project_id: templateId, principal_id, created_at: iso(0), updated_at: iso(0) })))
      .returning('id').execute();
    await trx.insertInto('member_roles').values(added.map(({ id }) => ({ membership_id: id, role_id: role.id, inherited_from_membership_id: null }))).execute();
    await insertWorkPackages(trx, workPackagesFor(templateId, SIZES.templateWorkPackages, [...existing, ...extra], admin.id, iso));

    const currentSprintId = await insertSprints(trx, bigProjectId, admin.id, now);
    const largeDocumentId = await insertDocuments(trx, bigProjectId, admin.id, iso);

    const financeProjectId = projectIds[3];
    await insertFinance(trx, financeProjectId, memberships.filter((m) => m.project_id === financeProjectId).map((m) => m.principal_id), admin.id, now, iso);

    return { adminId: admin.id, sampleProjectId: projectIds[Math.floor(projectIds.length / 2)], bigProjectId, templateId, currentSprintId, largeDocumentId, financeProjectId };
  });
  await db.destroy();
  return result;
}
