// The dashboards part of npm run bench (issue 20), on the bench's SQLite file, run after the other parts (it grows the
// data they measure):
// - the dataset grows to 100,000 work packages with their journals (creation, and a closing for every fourth), spread
//   over 200 projects grouped under 20 parent projects, and a mentor (a manager holding 'Project admin' in 40 of them);
// - every admin and faculty dashboard endpoint, one request at a time: cold (each request right after a write, so the
//   answer cache cannot answer) and warm (the same request again and again);
// - the raw-SQL floor of the work analytics (the closings and creations per day, and the package totals, read from the
//   same file in the same statements, in process): the heaviest reads of the dashboards.
// The bulk is written straight into the file (the generation triggers run as for any write), as forums.mjs does.
import Database from 'better-sqlite3';

export const DASHBOARD_WORK_PACKAGES = 100_000;
const PROJECTS = 200;
const PARENTS = 20;
const MENTORED = 40;
const COLD_ROUNDS = 20;
const WARM_ROUNDS = 100;
const DAY_MS = 86_400_000;
const MENTOR = { email: 'bench-mentor@tessera.local', password: 'Bench-mentor-2026!' };

const ADMIN_ENDPOINTS = [
  'executive-summary', 'users', 'projects', 'work-analytics', 'resources', 'quality-risk', 'system-health', 'activity-stream', 'trends',
  'stats', 'quick-actions', 'health-alerts', 'performance', 'hierarchy-summary', 'parent-projects', 'parent-projects/comparison', 'managers-list',
];
const PARENT_SUB_PATHS = ['', '/work-items', '/resources', '/timeline', '/milestones'];
const FACULTY_ENDPOINTS = ['comprehensive', 'overview', 'teams', 'reviews', 'performance', 'analytics', 'milestones', 'health', 'trends'];

const percentile = (sorted, p) => (sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 100) / 100);
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100), samples: sorted.length };
};

/**
 * fetch, once more when the connection was dropped: the bulk write blocks this process for a while, and the server
 * closes keep-alive connections idle that long.
 */
async function fetch(url, init) {
  try {
    return await globalThis.fetch(url, init);
  } catch {
    return globalThis.fetch(url, init);
  }
}

async function must(response, what) {
  if (response.status >= 300) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Grows the file to DASHBOARD_WORK_PACKAGES work packages; returns the parent project ids and the mentored ones. */
function grow(sqliteFile, { adminId, mentorId }) {
  const db = new Database(sqliteFile);
  db.pragma('busy_timeout = 10000');
  try {
    const existing = db.prepare('select count(*) as n from work_packages').get().n;
    const projects = db.prepare('select id from projects where templated = 0 and active = 1 and parent_id is null order by id desc limit ?').all(PROJECTS).map((row) => row.id);
    const parents = projects.slice(0, PARENTS);
    const children = projects.slice(PARENTS);
    const adminRole = db.prepare("select id from roles where name = 'Project admin'").get().id;
    const closed = db.prepare('select id from statuses where is_closed = 1 order by id').get().id;
    const open = db.prepare('select id from statuses where is_closed = 0 order by position').all().map((row) => row.id);
    const users = db.prepare("select id from principals where type = 'User' and status = 'active' order by id limit 200").all().map((row) => row.id);
    const now = Date.now();
    const iso = (ms) => new Date(ms).toISOString();
    db.transaction(() => {
      const setParent = db.prepare('update projects set parent_id = ? where id = ?');
      children.forEach((child, index) => setParent.run(parents[index % PARENTS], child));
      const membership = db.prepare('insert into memberships (project_id, principal_id, created_at, updated_at) values (?, ?, ?, ?)');
      const memberRole = db.prepare('insert into member_roles (membership_id, role_id, inherited_from_membership_id) values (?, ?, null)');
      for (const projectId of projects.slice(0, MENTORED)) {
        const id = Number(membership.run(projectId, mentorId, iso(now), iso(now)).lastInsertRowid);
        memberRole.run(id, adminRole);
      }
      const insertPackage = db.prepare(`insert into work_packages (project_id, type_id, status_id, priority_id, subject, description, author_id,
        assigned_to_id, start_date, due_date, estimated_hours, remaining_hours, story_points, done_ratio, position, lock_version, created_at, updated_at)
        values (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`);
      const insertJournal = db.prepare(`insert into journals (journable_type, journable_id, project_id, user_id, version, notes, created_at, updated_at)
        values ('WorkPackage', ?, ?, ?, ?, '', ?, ?)`);
      const insertDetail = db.prepare('insert into journal_details (journal_id, property, old_value, new_value) values (?, ?, ?, ?)');
      for (let i = 0; existing + i < DASHBOARD_WORK_PACKAGES; i++) {
        const projectId = projects[i % projects.length];
        const createdMs = now - ((i * 7919) % 120) * DAY_MS - (i % 86_400) * 1000;
        const isClosed = i % 4 === 0;
        const closedMs = Math.min(now - 1000, createdMs + ((i % 20) + 1) * DAY_MS);
        const due = new Date(createdMs + ((i % 30) + 3) * DAY_MS).toISOString().slice(0, 10);
        const author = users[i % users.length] ?? adminId;
        const id = Number(insertPackage.run(projectId, (i % 5) + 1, isClosed ? closed : open[i % open.length], [7, 8, 9, 10][i % 4], `Dashboard load item #${i}`,
          author, users[(i * 13) % users.length] ?? null, due, due, (i % 8) + 1, isClosed ? 0 : i % 8, i % 13, isClosed ? 100 : (i % 5) * 20, i,
          iso(createdMs), iso(isClosed ? closedMs : createdMs)).lastInsertRowid);
        insertJournal.run(id, projectId, author, 1, iso(createdMs), iso(createdMs));
        if (isClosed) {
          const journal = Number(insertJournal.run(id, projectId, author, 2, iso(closedMs), iso(closedMs)).lastInsertRowid);
          insertDetail.run(journal, 'status_id', String(open[0]), String(closed));
        }
      }
    })();
    db.pragma('optimize');
    return { parents, mentored: projects.slice(0, MENTORED), closed };
  } finally {
    db.close();
  }
}

/** The raw-SQL floor: the work analytics' three reads over the whole organisation, straight from the file. */
function measureFloor(sqliteFile, closedStatus, rounds) {
  const db = new Database(sqliteFile, { readonly: true });
  try {
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const today = new Date().toISOString().slice(0, 10);
    const closings = db.prepare(`select substr(j.created_at, 1, 10) as day, count(j.id) as closings, count(distinct j.journable_id) as packages,
        sum(julianday(j.created_at) - julianday(wp.created_at)) as cycle_days, count(wp.id) as cycle_count
      from journals j join journal_details d on d.journal_id = j.id and d.property = 'status_id'
      left join work_packages wp on wp.id = j.journable_id
      where j.journable_type = 'WorkPackage' and j.created_at >= ? and d.new_value in (?) and (d.old_value is null or d.old_value not in (?))
      group by substr(j.created_at, 1, 10) order by day`);
    const created = db.prepare(`select substr(j.created_at, 1, 10) as day, count(j.id) as n from journals j
      where j.journable_type = 'WorkPackage' and j.version = 1 and j.created_at >= ? group by substr(j.created_at, 1, 10) order by day`);
    const totals = db.prepare(`select count(*) as total, sum(case when status_id = ? then 1 else 0 end) as closed,
      sum(case when status_id <> ? and due_date < ? then 1 else 0 end) as overdue from work_packages`);
    const latencies = [];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      closings.all(since, String(closedStatus), String(closedStatus));
      created.all(since);
      totals.get(closedStatus, closedStatus, today);
      latencies.push(performance.now() - started);
    }
    return summary(latencies);
  } finally {
    db.close();
  }
}

async function signIn(api, email, password) {
  const response = await fetch(`${api}/api/v3/session`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} answered ${response.status}`);
  return { cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/** A write that moves the dashboards' fingerprint: a subject change on one work package. */
async function touch(api, headers, workPackageId, round) {
  const current = await must(await fetch(`${api}/api/v3/work_packages/${workPackageId}`, { headers }), 'reading a work package');
  await must(await fetch(`${api}/api/v3/work_packages/${workPackageId}`, {
    method: 'PATCH', headers, body: JSON.stringify({ lockVersion: current.lockVersion, subject: `Dashboard bench touch ${round}` }),
  }), 'touching a work package');
}

async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const ms = performance.now() - started;
  let hit = null;
  try { hit = JSON.parse(body)?.cache?.hit ?? null; } catch { /* an export or an error page */ }
  return { ms, status: response.status, hit };
}

/** Cold and warm latencies of one endpoint. */
async function measureEndpoint(api, url, headers, writeHeaders, workPackageId) {
  const first = await timedGet(url, headers);
  if (first.status >= 300) return { status: first.status };
  const cold = [];
  const coldHits = [];
  for (let round = 0; round < COLD_ROUNDS; round++) {
    await touch(api, writeHeaders, workPackageId, round);
    const answer = await timedGet(url, headers);
    cold.push(answer.ms);
    coldHits.push(answer.hit);
  }
  const warm = [];
  for (let round = 0; round < WARM_ROUNDS; round++) warm.push((await timedGet(url, headers)).ms);
  return { status: first.status, cold: { ...summary(cold), cacheHits: coldHits.filter((hit) => hit === true).length }, warm: summary(warm) };
}

export async function measureDashboards({ api, headers, sqliteFile, adminId, projectId }) {
  const started = Date.now();
  const firstPage = await must(await fetch(`${api}/api/v3/projects/${projectId}/work_packages?pageSize=1`, { headers }), 'reading a work package');
  const workPackageId = firstPage._embedded.elements[0].id;
  const mentor = await fetch(`${api}/api/v3/users`, {
    method: 'POST', headers,
    body: JSON.stringify({ login: 'bench-mentor', email: MENTOR.email, firstName: 'Bench', lastName: 'Mentor', password: MENTOR.password, roleType: 'manager' }),
  });
  const mentorUser = await must(mentor, 'creating the mentor');
  const { parents } = grow(sqliteFile, { adminId, mentorId: mentorUser.id });
  const generationMs = Date.now() - started;
  const mentorHeaders = await signIn(api, MENTOR.email, MENTOR.password);

  const endpoints = {};
  const admin = `${api}/api/v3/admin/dashboard`;
  for (const name of ADMIN_ENDPOINTS) endpoints[`admin/${name}`] = await measureEndpoint(api, `${admin}/${name}`, headers, headers, workPackageId);
  for (const sub of PARENT_SUB_PATHS) endpoints[`admin/parent-projects/{id}${sub}`] = await measureEndpoint(api, `${admin}/parent-projects/${parents[0]}${sub}`, headers, headers, workPackageId);
  for (const name of FACULTY_ENDPOINTS) endpoints[`faculty/${name}`] = await measureEndpoint(api, `${api}/api/v3/dashboard/faculty/${name}`, mentorHeaders, headers, workPackageId);

  const measured = Object.entries(endpoints).filter(([, result]) => result.cold);
  const heaviest = measured.sort(([, a], [, b]) => b.cold.p95 - a.cold.p95)[0]?.[0] ?? null;
  const db = new Database(sqliteFile, { readonly: true });
  const closedStatus = db.prepare('select id from statuses where is_closed = 1 order by id').get().id;
  const workPackages = db.prepare('select count(*) as n from work_packages').get().n;
  db.close();
  return {
    dataset: { workPackages, projects: PROJECTS, parents: PARENTS, mentoredProjects: MENTORED, generationMs },
    endpoints,
    heaviest,
    floor: { what: 'work analytics reads (closings and creations per day over 30 days, package totals), raw SQL in process', ...measureFloor(sqliteFile, closedStatus, 50) },
    unanswered: Object.entries(endpoints).filter(([, result]) => !result.cold).map(([name, result]) => `${name}: ${result.status}`),
    target: 'every endpoint cold p95 < 300 ms and warm p95 < 20 ms',
  };
}
