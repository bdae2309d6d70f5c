// `npm run seed`: migrate and seed the demo organisation into an empty database.
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase, migrateToLatest } from '../db/index.ts';
import { initialiseEmptyDatabase } from '../seed/index.ts';

async function run(): Promise<void> {
  // `npm run seed` always means the demo organisation, whatever SEED says.
  const config = { ...loadConfig(), seed: true };
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, preparedStatements: config.databasePreparedStatements });
  try {
    await migrateToLatest(db);
    const result = await initialiseEmptyDatabase(db, config, systemClock.now());
    console.log(result === 'demo' ? 'Seeded the demo organisation.' : 'The database already has data; nothing seeded.');
  } finally {
    await db.destroy();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
});
