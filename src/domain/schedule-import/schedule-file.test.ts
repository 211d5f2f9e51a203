import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { NFLVERSE_HEADER, nflverseLine as line } from './nflverse.test-fixtures';
import { readScheduleFile } from './schedule-file';

const file = (...lines: string[]) => [NFLVERSE_HEADER, ...lines].join('\n') + '\n';

const game = (id: string, espn: string, changes: Record<string, string> = {}) => line({ game_id: id, espn, ...changes });

function refusal(text: string, season?: number): string {
  try {
    readScheduleFile(text, { season });
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('readScheduleFile: the file as a whole', () => {
  it.each<[string, string, string]>([
    ['an empty file', '', 'The file is empty'],
    ['a header without rows', `${NFLVERSE_HEADER}\r\n`, 'The file has a header line but no game rows'],
    ['a wrong header', 'id,date,home,away\n1,2025-09-04,PHI,DAL\n', 'The header is missing the columns game_id, season, game_type, week, gameday, gametime'],
    ['one missing column', `${NFLVERSE_HEADER.replace(',espn,', ',espn_id,')}\n${line()}\n`, 'The header is missing the column espn:'],
    ['an unreadable header', 'game_id,"season\n', 'The header line could not be read: a quoted field opened on line 1 is never closed'],
  ])('refuses %s', (_name, text, message) => {
    expect(refusal(text)).toContain(message);
  });

  it('refuses a season the file does not have, naming the ones it has', () => {
    expect(refusal(file(game('2024_01_A', '1', { season: '2024' })), 2025)).toBe('The file has no games of the 2025 season (its rows are of 2024)');
  });
});

describe('readScheduleFile: rows', () => {
  it('reads good rows and rejects bad ones with their line numbers, mixed line endings and quoted commas included', () => {
    const text = [
      NFLVERSE_HEADER,
      game('2025_01_DAL_PHI', '401772510'),
      game('2025_01_KC_LAC', '401772714', { away_team: 'KC', home_team: 'LAC', stadium: 'Arena Corinthians, Sao Paulo' }),
      game('2025_01_BAD', '1', { home_team: 'XYZ' }),
      'too,few,fields',
      game('2025_01_DAL_PHI', '9'),
      game('2025_01_OTHER', '401772510', { away_team: 'NYG', home_team: 'WAS' }),
      game('2025_01_TB_ATL', '401772719', { away_team: 'TB', home_team: 'ATL', referee: 'said "hi"' }),
    ].join('\r\n').replace('too,few,fields\r\n', 'too,few,fields\r');
    const read = readScheduleFile(`${text}\n`);
    expect(read.rows).toBe(7);
    expect(read.games.map((g) => [g.line, g.game.sourceGameId])).toEqual([
      [2, '2025_01_DAL_PHI'],
      [3, '2025_01_KC_LAC'],
      [8, '2025_01_TB_ATL'],
    ]);
    expect(read.rejected).toEqual([
      { line: 4, reason: 'home_team "XYZ" is not an NFL team' },
      { line: 5, reason: 'the row has 3 fields; the header has 46' },
      { line: 6, reason: 'game_id "2025_01_DAL_PHI" repeats line 2 (a game appears once per file)' },
      { line: 7, reason: 'espn "401772510" repeats line 2 (a game appears once per file)' },
    ]);
  });

  it('a broken quoted field rejects its own row only', () => {
    const read = readScheduleFile(file(game('2025_01_A', '1'), `${game('2025_01_B', '2')}x"y`, game('2025_01_C', '3', { away_team: 'NYG', home_team: 'NYJ' })));
    expect(read.games.map((g) => g.line)).toEqual([2, 4]);
    expect(read.rejected).toEqual([{ line: 3, reason: expect.stringContaining('the row could not be read: a field that is not quoted contains a quote') }]);
  });

  it('with a season, leaves other seasons out (counted, not rejected) but still rejects rows of that season', () => {
    const read = readScheduleFile(
      file(game('2024_01_A', '1', { season: '2024' }), game('2025_01_B', '2'), game('2025_01_C', '3', { week: '40' }), game('junk', '4', { season: 'x' })),
      { season: 2025 },
    );
    expect(read.otherSeasons).toBe(1);
    expect(read.games.map((g) => g.game.sourceGameId)).toEqual(['2025_01_B']);
    expect(read.rejected.map((r) => r.line)).toEqual([4, 5]);
  });
});
