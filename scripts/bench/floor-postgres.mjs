// The board's floor on PostgreSQL: a bare Fastify route that reads what a board card shows (board-cards-sql.mjs, as
// floor.mjs does on SQLite) with one raw SQL query through a pool of 10 connections, and returns plain JSON.
// Usage: node floor-postgres.mjs <databaseUrl> <port>
import Fastify from 'fastify';
import pg from 'pg';
import { boardCardsSql } from './board-cards-sql.mjs';

const [databaseUrl, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const BOARD_CARDS = { name: 'floor-board-cards', text: boardCardsSql('$1') };

const app = Fastify({ logger: false });
app.get('/floor/board/:projectId', async (request) => (await pool.query({ ...BOARD_CARDS, values: [Number(request.params.projectId)] })).rows);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
