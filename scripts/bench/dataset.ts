// Generates the benchmark's large organisation straight into a fresh database through the server's own
// migrations: 2,000 users, 1,000 projects (a fifth of them sub-projects), 20,000 memberships.
// Rows are inserted in batches inside one transaction; names are varied so search and sort do real work.
import { createDatabase, migrateToLatest } from '../../server/src/db/index.ts';
import { hashPassword } from '../../server/src/auth/passwords.ts';
import { DEFAULT_PASSWORD_HASHING } from '../../server/src/config.ts';

export const BENCH_ADMIN = { email: 'bench-admin@tessera.local', password: 'Bench-admin-2026!' };
export const SIZES = { users: 2000, projects: 1000, memberships: 20000 };

const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger', 'Radia', 'John', 'Hedy', 'Tim', 'Katherine', 'Donald'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'Dijkstra', 'Perlman', 'Backus', 'Lamarr', 'Berners-Lee', 'Johnson', 'Knuth'];
const WORDS = ['Apollo', 'Orion', 'Atlas', 'Helix', 'Nimbus', 'Vertex', 'Quartz', 'Zephyr', 'Lumen', 'Cobalt', 'Falcon', 'Harbor', 'Meridian', 'Summit', 'Beacon', 'Cascade'];
const KINDS = ['Platform', 'Migration', 'Redesign', 'Rollout', 'Research', 'Audit', 'Onboarding', 'Analytics'];

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function generateDataset(sqliteFile: string): Promise<{ adminId: number; sampleProjectId: number }> {
  const db = createDatabase({ databaseUrl: null, sqliteFile });
  await migrateToLatest(db);
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const passwordHash = await hashPassword(BENCH_ADMIN.password, DEFAULT_PASSWORD_HASHING);

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

    const role = await trx.insertInto('roles').values({ name: 'Member', scope: 'project', position: 1, builtin: false }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('role_permissions').values(['view_project', 'view_members', 'view_work_packages'].map((permission) => ({ role_id: role.id, permission }))).execute();

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
    return { adminId: admin.id, sampleProjectId: projectIds[Math.floor(projectIds.length / 2)] };
  });
  await db.destroy();
  return result;
}
