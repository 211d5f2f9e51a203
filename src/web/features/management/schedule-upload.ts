import { SCHEDULE_UPLOAD_LIMIT_BYTES, scheduleSeasonSchema, type ScheduleImportSummary } from '../../../domain/schemas';
import { ApiRequestError } from '../../lib/api';

/**
 * Sending a schedule file to POST /api/admin/schedule-import, and what the card checks before it does.
 * XMLHttpRequest, not fetch: only it reports upload progress (fetch has no upload events), and a season's
 * file can take a while on a slow connection.
 */

export const SCHEDULE_IMPORT_URL = '/api/admin/schedule-import';
export const LIMIT_MB = SCHEDULE_UPLOAD_LIMIT_BYTES / (1024 * 1024);

export const NO_FILE = 'Choose the schedule file (nflverse games.csv) first';
export const NOT_CSV = 'Choose a .csv file (nflverse games.csv)';
export const TOO_LARGE = `The file is larger than ${LIMIT_MB} MB; a season's schedule is well under 1 MB`;
export const BAD_SEASON = 'Enter a season as a year such as 2025, or leave it empty for every season in the file';
export const NETWORK_FAILED = 'The file could not be sent: check the connection and try again';

export type ImportFormProblems = { file?: string; season?: string };

/** What stops an upload before it starts: no file, not a .csv, too large, a season that is not a year. */
export function importFormProblems(file: Pick<File, 'name' | 'size'> | null, season: string): ImportFormProblems {
  const problems: ImportFormProblems = {};
  if (!file) problems.file = NO_FILE;
  else if (!/\.csv$/i.test(file.name)) problems.file = NOT_CSV;
  else if (file.size > SCHEDULE_UPLOAD_LIMIT_BYTES) problems.file = TOO_LARGE;
  // The season as the import's query takes it (its schema): a year, in the years the server accepts.
  const year = season.trim();
  if (year !== '' && !scheduleSeasonSchema.safeParse(year).success) problems.season = BAD_SEASON;
  return problems;
}

export function scheduleImportUrl(season: string): string {
  const year = season.trim();
  return year === '' ? SCHEDULE_IMPORT_URL : `${SCHEDULE_IMPORT_URL}?season=${encodeURIComponent(year)}`;
}

/** The part of XMLHttpRequest the upload uses (tests hand in a fake). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'setRequestHeader' | 'status' | 'statusText' | 'responseText' | 'withCredentials' | 'onload' | 'onerror' | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export interface UploadOptions {
  file: Blob;
  season: string;
  /** Called with 0..1 as the file goes out. */
  onProgress: (fraction: number) => void;
  createRequest?: () => UploadRequest;
}

export class UploadAborted extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadAborted';
  }
}

/**
 * Sends the file as the raw request body (text/csv), same-origin with the session cookie. Resolves with
 * the import's summary; rejects with an ApiRequestError carrying the server's message (400, 401, 403,
 * 413 ...), a network Error, or UploadAborted after `abort()`.
 */
export function uploadSchedule(options: UploadOptions): { done: Promise<ScheduleImportSummary>; abort: () => void } {
  const request = (options.createRequest ?? (() => new XMLHttpRequest()))();
  const done = new Promise<ScheduleImportSummary>((resolve, reject) => {
    request.open('POST', scheduleImportUrl(options.season));
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'text/csv');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as ScheduleImportSummary);
        } catch {
          reject(new ApiRequestError(request.status, request.statusText, request.responseText));
        }
        return;
      }
      reject(new ApiRequestError(request.status, request.statusText, request.responseText));
    };
    request.onerror = () => reject(new Error(NETWORK_FAILED));
    request.onabort = () => reject(new UploadAborted());
    request.send(options.file);
  });
  return { done, abort: () => request.abort() };
}
