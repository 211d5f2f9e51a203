import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

// `npm run db:migrate`: apply migrations to the configured database without starting the server.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
