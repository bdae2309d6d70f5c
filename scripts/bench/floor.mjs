// The floor each API endpoint is compared with: a bare Fastify route that reads the same rows from the same
// SQLite file with one raw SQL query and returns plain JSON (no HAL, no auth, no validation, no session).
// Usage: node floor.mjs <sqliteFile> <port> <adminId>
import Fastify from 'fastify';
import Database from 'better-sqlite3';
import { boardCardsSql } from './board-cards-sql.mjs';

const [sqliteFile, port, adminId] = process.argv.slice(2);
const db = new Database(sqliteFile, { readonly: true });
const PROJECT_COLUMNS = `p.id, p.identifier, p.name, p.description, p.public, p.active, p.templated, p.parent_id,
  parent.name AS parent_name, p.status_code, p.created_at, p.updated_at`;
const listProjects = db.prepare(`SELECT ${PROJECT_COLUMNS} FROM projects p LEFT JOIN projects parent ON parent.id = p.parent_id
  ORDER BY p.updated_at DESC, p.id DESC LIMIT 1000`);
// The same rows GET /api/v3/projects/{id} reads, in one statement: the project, its ancestors, its first 10
// members by name with their roles and those roles' permissions, the member count and the caller's own membership.
const oneProject = db.prepare(`
  WITH RECURSIVE anc(id, depth) AS (
    SELECT parent_id, 1 FROM projects WHERE id = :id AND parent_id IS NOT NULL
    UNION ALL SELECT p.parent_id, anc.depth + 1 FROM anc JOIN projects p ON p.id = anc.id WHERE p.parent_id IS NOT NULL
  ),
  page AS (
    SELECT m.id, m.principal_id, u.name, u.type, m.created_at, m.updated_at FROM memberships m JOIN principals u ON u.id = m.principal_id
    WHERE m.project_id = :id ORDER BY u.name, m.id LIMIT 10
  ),
  member_rows AS (
    SELECT * FROM page UNION SELECT m.id, m.principal_id, u.name, u.type, m.created_at, m.updated_at
    FROM memberships m JOIN principals u ON u.id = m.principal_id WHERE m.project_id = :id AND m.principal_id = :me
  )
  SELECT ${PROJECT_COLUMNS},
    (SELECT json_group_array(json_object('id', a.id, 'name', ap.name)) FROM anc a JOIN projects ap ON ap.id = a.id) AS ancestors,
    (SELECT json_group_array(json_object('id', r.id, 'principalId', r.principal_id, 'name', r.name, 'type', r.type,
       'createdAt', r.created_at, 'updatedAt', r.updated_at, 'roles', json(
         (SELECT json_group_array(json_object('id', ro.id, 'name', ro.name, 'permissions', json(
            (SELECT json_group_array(rp.permission) FROM role_permissions rp WHERE rp.role_id = ro.id))))
          FROM member_roles mr JOIN roles ro ON ro.id = mr.role_id WHERE mr.membership_id = r.id))))
     FROM member_rows r) AS members,
    (SELECT count(*) FROM memberships m WHERE m.project_id = p.id) AS member_total
  FROM projects p LEFT JOIN projects parent ON parent.id = p.parent_id WHERE p.id = :id`);
const me = db.prepare(`SELECT id, login, name, first_name, last_name, email, role_type, status, created_at, updated_at
  FROM principals WHERE id = ?`);

// The rows GET /api/v3/projects/{id}/work_packages?pageSize=100 shows: the first 100 open work packages by id with
// the names of their type, status, priority, assignee, author, project and parent, plus the open total.
const workPackagePage = db.prepare(`
  SELECT w.*, t.name AS type_name, s.name AS status_name, s.color AS status_color, pr.name AS priority_name,
    a.name AS assignee_name, au.name AS author_name, p.name AS project_name, parent.subject AS parent_subject
  FROM work_packages w JOIN types t ON t.id = w.type_id JOIN statuses s ON s.id = w.status_id
  JOIN priorities pr ON pr.id = w.priority_id LEFT JOIN principals a ON a.id = w.assigned_to_id
  LEFT JOIN principals au ON au.id = w.author_id JOIN projects p ON p.id = w.project_id
  LEFT JOIN work_packages parent ON parent.id = w.parent_id
  WHERE w.project_id = ? AND s.is_closed = 0 ORDER BY w.id LIMIT 100`);
const openTotal = db.prepare(`SELECT count(*) AS total FROM work_packages w JOIN statuses s ON s.id = w.status_id
  WHERE w.project_id = ? AND s.is_closed = 0`);

// The rows a sprint's burndown and the project's sprint statistics replay: the packages in the versions and every
// journaled version, points and status change of theirs (the floor returns them as they are, without replaying).
const sprintRows = (versionFilter) => ({
  packages: db.prepare(`SELECT id, version_id, story_points, status_id, estimated_hours, remaining_hours FROM work_packages
    WHERE version_id IN (${versionFilter})`),
  changes: db.prepare(`SELECT j.journable_id, j.created_at, j.version, d.property, d.old_value, d.new_value
    FROM journals j JOIN journal_details d ON d.journal_id = j.id
    WHERE j.journable_type = 'WorkPackage' AND d.property IN ('version_id', 'story_points', 'status_id', 'estimated_hours', 'remaining_hours')
      AND j.journable_id IN (SELECT id FROM work_packages WHERE version_id IN (${versionFilter}))`),
});
const oneSprint = sprintRows('?');
const projectSprints = sprintRows('SELECT id FROM versions WHERE project_id = ?');

// The rows GET /api/v3/projects/{id}/documents?pageSize=100 shows: the 100 most recently changed documents with a
// 60-character preview and the names of their project, category and author, plus the total.
const documentPage = db.prepare(`
  SELECT d.id, d.project_id, d.category_id, d.title, d.author_id, d.lock_version, d.created_at, d.updated_at,
    p.name AS project_name, c.name AS category_name, a.name AS author_name, substr(d.content_text, 1, 60) AS preview
  FROM documents d JOIN projects p ON p.id = d.project_id JOIN document_categories c ON c.id = d.category_id
  LEFT JOIN principals a ON a.id = d.author_id
  WHERE d.project_id = ? ORDER BY d.updated_at DESC, d.id DESC LIMIT 100`);
const documentTotal = db.prepare('SELECT count(*) AS total FROM documents WHERE project_id = ?');

// The board's cards (board-cards-sql.mjs).
const boardCards = db.prepare(boardCardsSql('?'));

// The rows GET /api/v3/projects/{id}/backlogs reads: the open versions, the first 500 stories of each backlog (the
// product backlog's open packages in no version, each open version's) with type, status and assignee names and the
// backlog's count, and the points per backlog.
const backlogVersions = db.prepare(`SELECT id, name, start_date, end_date, status FROM versions WHERE project_id = ? AND status = 'open'
  ORDER BY start_date, id`);
const backlogStatements = new Map();
const backlogSql = (versionIds) => `
  SELECT * FROM (
    SELECT w.id, w.subject, w.story_points, w.position, w.estimated_hours, w.remaining_hours, w.done_ratio, w.version_id,
      w.lock_version, w.project_id, p.name AS project_name, w.type_id, t.name AS type_name, w.status_id, s.name AS status_name,
      s.color AS status_color, s.is_closed, w.assigned_to_id, a.name AS assignee_name,
      row_number() OVER (PARTITION BY w.version_id ORDER BY w.position, w.id) AS list_rank,
      count(1) OVER (PARTITION BY w.version_id) AS list_total
    FROM work_packages w JOIN projects p ON p.id = w.project_id JOIN types t ON t.id = w.type_id
    JOIN statuses s ON s.id = w.status_id LEFT JOIN principals a ON a.id = w.assigned_to_id
    WHERE w.project_id = ? AND ((w.version_id IS NULL AND s.is_closed = 0) OR w.version_id IN (${versionIds.map(() => '?').join(',') || 'NULL'}))
  ) WHERE list_rank <= 500 ORDER BY list_rank`;
const backlogRows = (versionIds) => {
  if (!backlogStatements.has(versionIds.length)) backlogStatements.set(versionIds.length, db.prepare(backlogSql(versionIds)));
  return backlogStatements.get(versionIds.length);
};
const backlogPoints = db.prepare(`SELECT w.version_id, sum(w.story_points) AS points,
    sum(CASE WHEN s.is_closed = 1 THEN w.story_points END) AS completed
  FROM work_packages w JOIN statuses s ON s.id = w.status_id
  WHERE w.project_id = ? AND (w.version_id IS NOT NULL OR s.is_closed = 0) GROUP BY w.version_id`);

// What the financial analysis sums over a range, without rates: hours per user and per activity, and the cost
// entries' amounts, read from the (project_id, spent_on) covering indexes.
const financeByUser = db.prepare(`SELECT user_id, sum(hours) AS hours, count(*) AS entries FROM time_entries
  WHERE project_id = ? AND spent_on >= ? AND spent_on <= ? GROUP BY user_id`);
const financeByActivity = db.prepare(`SELECT activity_id, sum(hours) AS hours FROM time_entries
  WHERE project_id = ? AND spent_on >= ? AND spent_on <= ? GROUP BY activity_id`);
const financeCosts = db.prepare(`SELECT sum(coalesce(overridden_costs, costs)) AS material, count(*) AS entries FROM cost_entries
  WHERE project_id = ? AND spent_on >= ? AND spent_on <= ?`);

const app = Fastify({ logger: false });
app.get('/floor/backlogs/:projectId', async (request) => {
  const projectId = Number(request.params.projectId);
  const versions = backlogVersions.all(projectId);
  const ids = versions.map((version) => version.id);
  return { versions, stories: backlogRows(ids).all(projectId, ...ids), points: backlogPoints.all(projectId) };
});
app.get('/floor/finance/:projectId', async (request) => {
  const args = [Number(request.params.projectId), request.query.from, request.query.to];
  return { users: financeByUser.all(...args), activities: financeByActivity.all(...args), costs: financeCosts.get(...args) };
});
app.get('/floor/board/:projectId', async (request) => boardCards.all(Number(request.params.projectId)));
app.get('/floor/documents/:projectId', async (request) => {
  const projectId = Number(request.params.projectId);
  return { total: documentTotal.get(projectId).total, elements: documentPage.all(projectId) };
});
app.get('/floor/sprints/:id', async (request) => {
  const id = Number(request.params.id);
  return { packages: oneSprint.packages.all(id), changes: oneSprint.changes.all(id) };
});
app.get('/floor/projects/:id/sprints', async (request) => {
  const id = Number(request.params.id);
  return { packages: projectSprints.packages.all(id), changes: projectSprints.changes.all(id) };
});
app.get('/floor/work_packages/:projectId', async (request) => {
  const projectId = Number(request.params.projectId);
  return { total: openTotal.get(projectId).total, elements: workPackagePage.all(projectId) };
});
app.get('/floor/projects', async () => listProjects.all());
app.get('/floor/projects/:id', async (request) => oneProject.get({ id: Number(request.params.id), me: Number(adminId) }));
app.get('/floor/users/me', async () => me.get(Number(adminId)));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
