// The floor each API endpoint is compared with: a bare Fastify route that reads the same rows from the same
// SQLite file with one raw SQL query and returns plain JSON (no HAL, no auth, no validation, no session).
// Usage: node floor.mjs <sqliteFile> <port> <adminId>
import Fastify from 'fastify';
import Database from 'better-sqlite3';

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

const app = Fastify({ logger: false });
app.get('/floor/projects', async () => listProjects.all());
app.get('/floor/projects/:id', async (request) => oneProject.get({ id: Number(request.params.id), me: Number(adminId) }));
app.get('/floor/users/me', async () => me.get(Number(adminId)));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
