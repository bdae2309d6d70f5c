// The floor each API endpoint is compared with: a bare Fastify route that reads the same rows from the same
// SQLite file with one raw SQL query and returns plain JSON (no HAL, no auth, no validation).
// Usage: node floor.mjs <sqliteFile> <port> <adminId>
import Fastify from 'fastify';
import Database from 'better-sqlite3';

const [sqliteFile, port, adminId] = process.argv.slice(2);
const db = new Database(sqliteFile, { readonly: true });
const PROJECT_COLUMNS = `p.id, p.identifier, p.name, p.description, p.public, p.active, p.templated, p.parent_id,
  parent.name AS parent_name, p.status_code, p.created_at, p.updated_at`;
const listProjects = db.prepare(`SELECT ${PROJECT_COLUMNS} FROM projects p LEFT JOIN projects parent ON parent.id = p.parent_id
  ORDER BY p.updated_at DESC, p.id DESC LIMIT 1000`);
const oneProject = db.prepare(`SELECT ${PROJECT_COLUMNS},
  (SELECT json_group_array(json_object('id', m.id, 'principalId', u.id, 'name', u.name))
     FROM (SELECT m.id, m.principal_id FROM memberships m JOIN principals u0 ON u0.id = m.principal_id
           WHERE m.project_id = p.id ORDER BY u0.name LIMIT 10) m JOIN principals u ON u.id = m.principal_id) AS members,
  (SELECT count(*) FROM memberships m WHERE m.project_id = p.id) AS member_total
  FROM projects p LEFT JOIN projects parent ON parent.id = p.parent_id WHERE p.id = ?`);
const me = db.prepare(`SELECT id, login, name, first_name, last_name, email, role_type, status, created_at, updated_at
  FROM principals WHERE id = ?`);

const app = Fastify({ logger: false });
app.get('/floor/projects', async () => listProjects.all());
app.get('/floor/projects/:id', async (request) => oneProject.get(Number(request.params.id)));
app.get('/floor/users/me', async () => me.get(Number(adminId)));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
