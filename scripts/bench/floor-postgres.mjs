// The board's floor on PostgreSQL: a bare Fastify route that reads what a board card shows (the query of floor.mjs's
// boardCards) with one raw SQL query through a pool of 10 connections, and returns plain JSON.
// Usage: node floor-postgres.mjs <databaseUrl> <port>
import Fastify from 'fastify';
import pg from 'pg';

const [databaseUrl, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const BOARD_CARDS = {
  name: 'floor-board-cards',
  text: `
  SELECT w.id, w.subject, w.description, w.lock_version, w.position, w.story_points, w.due_date, w.start_date,
    w.estimated_hours, w.remaining_hours, w.done_ratio, w.parent_id, w.project_id, w.created_at, w.updated_at,
    w.status_id, s.name AS status_name, s.is_closed, w.type_id, t.name AS type_name, w.priority_id, pr.name AS priority_name,
    w.assigned_to_id, a.name AS assignee_name, a.type AS assignee_type, w.version_id, v.name AS version_name,
    parent.subject AS parent_subject,
    (SELECT count(*) FROM journals j WHERE j.journable_type = 'WorkPackage' AND j.journable_id = w.id AND j.notes <> '') AS comment_count
  FROM work_packages w JOIN statuses s ON s.id = w.status_id JOIN types t ON t.id = w.type_id
  JOIN priorities pr ON pr.id = w.priority_id LEFT JOIN principals a ON a.id = w.assigned_to_id
  LEFT JOIN versions v ON v.id = w.version_id LEFT JOIN work_packages parent ON parent.id = w.parent_id
  WHERE w.project_id = $1 ORDER BY w.position, w.id`,
};

const app = Fastify({ logger: false });
app.get('/floor/board/:projectId', async (request) => (await pool.query({ ...BOARD_CARDS, values: [Number(request.params.projectId)] })).rows);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
