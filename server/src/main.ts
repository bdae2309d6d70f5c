import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { createDatabase, migrateToLatest } from './db/index.ts';
import { DEMO_PASSWORD, initialiseEmptyDatabase, workingDemoLogins } from './seed/index.ts';

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, preparedStatements: config.databasePreparedStatements });
  await migrateToLatest(db);
  const initialised = await initialiseEmptyDatabase(db, config, systemClock.now());
  if (initialised === 'demo') console.log('Seeded the demo organisation.');
  if (initialised === 'baseline' && !config.adminEmail) {
    console.warn('The database is empty and SEED is off: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator.');
  }

  const app = await buildApp(config, { db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', (error as Error).message);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl?.toString().replace(/\/$/, '') ?? `http://localhost:${config.port}`;
  console.log(`Tessera is running on ${url}`);
  const demoLogins = await workingDemoLogins(db);
  if (demoLogins.length > 0) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const email of demoLogins) console.log(`  ${email}`);
  }
  if (config.adminEmail) console.log(`Administrator: ${config.adminEmail}`);
}

main().catch((error: unknown) => {
  console.error(`Tessera failed to start: ${(error as Error).message ?? String(error)}`);
  process.exit(1);
});
