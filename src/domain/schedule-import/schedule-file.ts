import { badRequest } from '../errors';
import { parseCsv } from './csv';
import { REQUIRED_COLUMNS, quoted, readHeader, readRow, type ScheduleGame } from './nflverse-row';

export interface ScheduleRejection {
  /** 1-based line of the file the row starts on (the header is line 1). */
  line: number;
  reason: string;
}

export interface ScheduleFile {
  /** Rows read into games, in file order. */
  games: { line: number; game: ScheduleGame }[];
  /** Rows that could not be read or repeat a game; each costs only itself. */
  rejected: ScheduleRejection[];
  /** Data rows in the file (every row after the header). */
  rows: number;
  /** Rows of another season than the one asked for: left out, not rejected. */
  otherSeasons: number;
}

/**
 * Reads an nflverse games.csv. A file that is not one (no header, columns missing, no rows, none of
 * the season asked for) is refused as a whole with a 400 naming the problem; otherwise every row is
 * either a game or a rejection with its line and reason.
 */
export function readScheduleFile(text: string, options: { season?: number | null } = {}): ScheduleFile {
  const records = parseCsv(text);
  const [first, ...data] = records;
  if (!first) throw badRequest('The file is empty: expected an nflverse games.csv, starting with its header line');
  if ('error' in first) throw badRequest(`The header line could not be read: ${first.error}`);
  const headed = readHeader(first.fields);
  if (!headed.ok) {
    throw badRequest(
      `The header is missing the column${headed.missing.length > 1 ? 's' : ''} ${headed.missing.join(', ')}: ` +
        `expected an nflverse games.csv (header line with ${REQUIRED_COLUMNS.join(', ')}, ...)`,
    );
  }
  if (data.length === 0) throw badRequest('The file has a header line but no game rows');

  const file: ScheduleFile = { games: [], rejected: [], rows: data.length, otherSeasons: 0 };
  const seasonColumn = headed.header.get('season')!;
  const seasonsSeen = new Set<string>();
  const lineOfGameId = new Map<string, number>();
  const lineOfEspnId = new Map<string, number>();
  for (const record of data) {
    if ('error' in record) {
      file.rejected.push({ line: record.line, reason: `the row could not be read: ${record.error}` });
      continue;
    }
    if (record.fields.length !== headed.width) {
      file.rejected.push({ line: record.line, reason: `the row has ${record.fields.length} fields; the header has ${headed.width}` });
      continue;
    }
    const seasonText = (record.fields[seasonColumn] ?? '').trim();
    if (options.season != null && /^\d+$/.test(seasonText) && Number(seasonText) !== options.season) {
      seasonsSeen.add(seasonText);
      file.otherSeasons++;
      continue;
    }
    const read = readRow(record.fields, headed.header);
    if (!read.ok) {
      file.rejected.push({ line: record.line, reason: read.reason });
      continue;
    }
    const { game } = read;
    const repeated =
      repeatOf(lineOfGameId, 'game_id', game.sourceGameId, record.line) ??
      (game.externalId === null ? null : repeatOf(lineOfEspnId, 'espn', game.externalId, record.line));
    if (repeated) {
      file.rejected.push({ line: record.line, reason: repeated });
      continue;
    }
    file.games.push({ line: record.line, game });
  }
  if (options.season != null && file.otherSeasons === file.rows) {
    throw badRequest(`The file has no games of the ${options.season} season (its rows are of ${[...seasonsSeen].sort().join(', ')})`);
  }
  return file;
}

/** Remembers where an id was first seen; for a repeat, the reason to reject it. */
function repeatOf(firstLines: Map<string, number>, column: 'game_id' | 'espn', id: string, line: number): string | null {
  const first = firstLines.get(id);
  if (first === undefined) {
    firstLines.set(id, line);
    return null;
  }
  return `${column} ${quoted(id)} repeats line ${first} (a game appears once per file)`;
}
