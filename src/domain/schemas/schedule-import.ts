import { z } from 'zod';
import { text } from './input-hygiene';

/** The largest schedule file the upload takes (nflverse's whole games.csv since 1999 is about 2 MB). */
export const SCHEDULE_UPLOAD_LIMIT_BYTES = 6 * 1024 * 1024;
/** Rejections listed in a summary; a junk file can have a hundred thousand, `rejectedCount` has them all. */
export const SCHEDULE_REJECTIONS_LISTED = 1000;

const SEASON_RANGE_MESSAGE = 'season must be a year between 1920 and 2100';
export const scheduleSeasonSchema = z
  .string()
  .regex(/^\d{4}$/, 'season must be a year such as 2025')
  .transform(Number)
  .pipe(z.number().min(1920, SEASON_RANGE_MESSAGE).max(2100, SEASON_RANGE_MESSAGE));

export const scheduleImportQuerySchema = z.object({ season: scheduleSeasonSchema.optional() });

/** POST /api/admin/schedule-import: the CSV file itself (text/csv). */
export const scheduleImportBodySchema = text('The CSV file', 'Send the CSV file itself as the request body, with Content-Type: text/csv');

export const scheduleRejectionSchema = z.object({
  /** 1-based line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  reason: z.string(),
});
export type ScheduleRejectionDto = z.infer<typeof scheduleRejectionSchema>;

/** What an import did (POST /api/admin/schedule-import, npm run import:schedule). */
export const scheduleImportSummarySchema = z
  .object({
    /** The season asked for; null = every season in the file. */
    season: z.number().int().nullable(),
    /** Data rows in the file. */
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Rows left out because they are of another season than the one asked for. */
    otherSeasons: z.number().int(),
    /** Tier pools created for new upcoming games (five each, D12). */
    poolsCreated: z.number().int(),
    rejectedCount: z.number().int(),
    /** The first SCHEDULE_REJECTIONS_LISTED rejections, in file order. */
    rejected: z.array(scheduleRejectionSchema),
  })
  .meta({ id: 'ScheduleImportSummary' });
export type ScheduleImportSummary = z.infer<typeof scheduleImportSummarySchema>;
