import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AppError } from '../domain/errors';
import { scheduleSeasonSchema, type ScheduleImportSummary } from '../domain/schemas';
import { loadConfig } from './config';
import { runUseCase } from './core/use-case';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { importScheduleText } from './modules/schedule-import';
import { systemClock } from './system-clock';

/**
 * `npm run import:schedule -- FILE [--season 2025]`: imports an nflverse games.csv into the configured
 * database (DATABASE_URL, or the embedded database in DATA_DIR, exactly as `npm start` finds it),
 * applying migrations first. Prints the summary and every rejected row. Exit code 0 when the import
 * ran (rejected rows included), 1 when nothing was imported (bad arguments, not a schedule file, no
 * NFL league, the embedded database in use by a running server).
 */
const USAGE = 'Usage: npm run import:schedule -- FILE [--season 2025]';

const say = (text: string) => void process.stdout.write(`${text}\n`);
const fail = (text: string): never => {
  process.stderr.write(`${text}\n`);
  process.exit(1);
};

function readArguments(): { file: string; season: number | null } {
  let parsed;
  try {
    parsed = parseArgs({ options: { season: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) return fail(USAGE);
  if (parsed.values.season === undefined) return { file, season: null };
  const season = scheduleSeasonSchema.safeParse(parsed.values.season);
  return season.success ? { file, season: season.data } : fail(`--season: ${season.error.issues[0]?.message ?? 'not a year'}\n${USAGE}`);
}

function report(file: string, summary: ScheduleImportSummary): void {
  say(`Imported ${file} into the NFL league${summary.season === null ? '' : ` (season ${summary.season})`}: ${summary.rows} rows read`);
  say(`  created:   ${summary.created}${summary.poolsCreated > 0 ? ` (${summary.poolsCreated} tier pools for games still to be played)` : ''}`);
  say(`  updated:   ${summary.updated}`);
  say(`  unchanged: ${summary.unchanged}`);
  say(`  rejected:  ${summary.rejectedCount}`);
  if (summary.otherSeasons > 0) say(`  rows of other seasons left out: ${summary.otherSeasons}`);
  if (summary.rejectedCount === 0) return;
  say('Rejected rows:');
  for (const { line, reason } of summary.rejected) say(`  line ${line}: ${reason}`);
  if (summary.rejectedCount > summary.rejected.length) say(`  ... and ${summary.rejectedCount - summary.rejected.length} more`);
}

const args = readArguments();
let text: string;
try {
  text = readFileSync(args.file, 'utf8');
} catch (error) {
  fail(`Cannot read ${args.file}: ${(error as Error).message}`);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) =>
  fail(`Cannot open the database: ${(error as Error).message}`),
);
try {
  await runMigrations(database);
  const summary = await importScheduleText((useCase, input) => runUseCase(database.db, systemClock, useCase, input), {
    text: text!,
    season: args.season,
    actorUserId: null,
    via: 'command',
  });
  report(args.file, summary);
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`${error instanceof AppError ? error.message : `Import failed: ${(error as Error).stack ?? String(error)}`}\n`);
} finally {
  await database.close();
}
