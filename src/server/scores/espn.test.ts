import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceGame, type GameProgress, type GameStatusCode, type ScoreSnapshot } from '../../domain/game-progress';
import type { PeriodScores } from '../../domain/scoring';
import type { GameRow } from '../db/schema';
import type { LeagueCode } from '../../domain/teams';
import { sharedDataDir } from '../../../tests/support/shared-data';
import {
  easternDateKey,
  EspnScoreFeed,
  eventToSnapshot,
  mapStatus,
  matchEventToGame,
  matchEventsToGames,
  parseScoreboard,
  type EspnEvent,
  type EspnFeedError,
  type EspnScoreFeedOptions,
  type EspnStatus,
} from './espn';

// Real ESPN responses, read in place (../shared/data is never copied into the repository).
const DATA_DIR = sharedDataDir();
const FILES = {
  nflQ4: 'espn-scoreboard-nfl-inprogress-q4.json', // NFL 2022 week 1, captured Sunday 2022-09-11
  nflQ2: 'espn-scoreboard-nfl-inprogress-q2.json', // NFL 2022 week 11, captured Sunday 2022-11-20
  ncaaf: 'espn-scoreboard-ncaaf-halftime.json', // college football 2022 week 3, Saturday 2022-09-17
} as const;
type FileKey = keyof typeof FILES;

const NFL = 1;
const NBA = 2;
const NCAAF = 3;
const LEAGUES = new Map<number, LeagueCode>([
  [NFL, 'NFL'],
  [NBA, 'NBA'],
  [NCAAF, 'NCAAF'],
]);
const NOW = new Date('2022-09-11T21:00:00Z');

const KICKOFF: GameProgress = {
  status: 'scheduled',
  quarter: 0,
  homeScore: 0,
  awayScore: 0,
  periods: { q1: null, q2: null, q3: null, final: null },
};
const score = (home: number, away: number) => ({ home, away });
/** Our cumulative period scores once a snapshot has gone through the domain rule from kickoff. */
const periodsAfter = (snapshot: ScoreSnapshot): PeriodScores => advanceGame(KICKOFF, snapshot).progress.periods;

let nextGameId = 1;
function game(fields: { leagueId: number; home: string; away: string; kickoff: string; externalId?: string }): GameRow {
  return {
    id: nextGameId++,
    leagueId: fields.leagueId,
    homeTeam: fields.home,
    awayTeam: fields.away,
    homeTeamColor: '#000000',
    awayTeamColor: '#ffffff',
    week: null,
    season: null,
    gameDate: new Date(fields.kickoff),
    status: 'scheduled',
    homeScore: 0,
    awayScore: 0,
    quarter: 0,
    q1Home: null,
    q1Away: null,
    q2Home: null,
    q2Away: null,
    q3Home: null,
    q3Away: null,
    finalHome: null,
    finalAway: null,
    externalId: fields.externalId ?? null,
    sourceGameId: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

// ---------------------------------------------------------------------------------------------
// The fake ESPN: a real HTTP server on a free local port, never the internet.
// ---------------------------------------------------------------------------------------------

const recorded = {} as Record<FileKey, string>;
const recordedJson = {} as Record<FileKey, { events: Array<{ id: string }> }>;
/** `${sport path}|${dates}` -> what to answer; anything else is a day without games. */
const routes = new Map<string, { status: number; body: string } | 'stall'>();
const requests: string[] = [];
let server: Server;
let baseUrl: string;

function rawEvent(file: FileKey, id: string): unknown {
  const event = recordedJson[file].events.find((e) => e.id === id);
  if (!event) throw new Error(`event ${id} is not in ${FILES[file]}`);
  return structuredClone(event);
}

function parsedEvent(file: FileKey, id: string): EspnEvent {
  const { events, problems } = parseScoreboard({ events: [rawEvent(file, id)] });
  const [event] = events;
  if (!event) throw new Error(problems.join('; '));
  return event;
}

beforeAll(async () => {
  for (const key of Object.keys(FILES) as FileKey[]) {
    recorded[key] = readFileSync(path.join(DATA_DIR, FILES[key]), 'utf8');
    recordedJson[key] = JSON.parse(recorded[key]) as (typeof recordedJson)[FileKey];
  }
  const ok = (body: string) => ({ status: 200, body });
  // The recordings are ESPN's whole-week lists (Thursday to Monday), captured without ?dates=. The
  // fake serves them for the dates the tests ask about; a real ?dates= answer holds only that day's
  // events, so the extra days in these lists also check that the adapter ignores other dates.
  routes.set('football/nfl|20220908', ok(recorded.nflQ4));
  routes.set('football/nfl|20220911', ok(recorded.nflQ4));
  routes.set('football/nfl|20221117', ok(recorded.nflQ2));
  routes.set('football/nfl|20221120', ok(recorded.nflQ2));
  routes.set('football/college-football|20220917', ok(recorded.ncaaf));
  routes.set('football/nfl|20221124', { status: 500, body: '{"message":"internal error"}' });
  routes.set('basketball/nba|20221120', ok('{"events": [{"id": "4014'));
  routes.set('football/college-football|20220924', ok('{"events": "coming soon"}'));
  routes.set('football/nfl|20221225', 'stall');
  // A final whose quarter points contradict its score (hand-altered copy of NE @ MIA, in memory only).
  const tampered = rawEvent('nflQ4', '401437630') as { date: string; competitions: [{ competitors: [{ linescores: [{ value: number }] }] }] };
  tampered.date = '2022-10-02T17:00Z';
  tampered.competitions[0].competitors[0].linescores[0].value = 10;
  routes.set('football/nfl|20221002', ok(JSON.stringify({ events: [tampered] })));

  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const sport = /^\/apis\/site\/v2\/sports\/(.+)\/scoreboard$/.exec(url.pathname)?.[1];
    if (!sport) {
      res.writeHead(404).end();
      return;
    }
    const dates = url.searchParams.get('dates') ?? '';
    requests.push(`${sport}|${dates}`);
    const route = routes.get(`${sport}|${dates}`) ?? ok('{"events": []}');
    if (route === 'stall') {
      // Headers and half a body, then nothing: the timeout must cover reading the body too.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"events": [');
      return;
    }
    res.writeHead(route.status, { 'content-type': 'application/json' }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

function espn(options: Partial<EspnScoreFeedOptions> = {}) {
  const errors: EspnFeedError[] = [];
  const feed = new EspnScoreFeed({
    baseUrl,
    leagueCodes: (id) => LEAGUES.get(id),
    onError: (error) => errors.push(error),
    ...options,
  });
  return { feed, errors };
}

interface Expected {
  status: GameStatusCode;
  quarter: number;
  home: number;
  away: number;
  periods: PeriodScores;
  quarterPoints: boolean;
}

function expectSnapshot(snapshot: ScoreSnapshot | undefined, expected: Expected): void {
  expect(snapshot).toBeDefined();
  if (!snapshot) return;
  expect(snapshot).toMatchObject({ status: expected.status, quarter: expected.quarter, homeScore: expected.home, awayScore: expected.away });
  expect(snapshot.homeQuarterPoints !== undefined).toBe(expected.quarterPoints);
  expect(snapshot.awayQuarterPoints !== undefined).toBe(expected.quarterPoints);
  expect(periodsAfter(snapshot)).toEqual(expected.periods);
}

// ---------------------------------------------------------------------------------------------
// End to end against the recorded scoreboards
// ---------------------------------------------------------------------------------------------

describe('EspnScoreFeed on the recorded scoreboards', () => {
  it('NFL 2022 week 1: finals, a 4th quarter in progress and a scheduled Sunday-night game', async () => {
    const { feed, errors } = espn();
    // Thursday night: 20:20 ET on 2022-09-08, already 2022-09-09 in UTC. Matched by teams and Eastern date.
    const bufAtLar = game({ leagueId: NFL, home: 'Los Angeles Rams', away: 'Buffalo Bills', kickoff: '2022-09-09T00:20:00Z' });
    // Matched by ESPN event id.
    const neAtMia = game({
      leagueId: NFL,
      home: 'Miami Dolphins',
      away: 'New England Patriots',
      kickoff: '2022-09-11T17:00:00Z',
      externalId: '401437630',
    });
    const jaxAtWsh = game({ leagueId: NFL, home: 'Washington Commanders', away: 'Jacksonville Jaguars', kickoff: '2022-09-11T17:00:00Z' });
    // Sunday night, 20:20 ET on 2022-09-11 = 2022-09-12 UTC: on Sunday's scoreboard. ESPN already says
    // period 1 and linescores [{value: 0}] for it.
    const tbAtDal = game({ leagueId: NFL, home: 'Dallas Cowboys', away: 'Tampa Bay Buccaneers', kickoff: '2022-09-12T00:20:00Z' });

    const snapshots = await feed.snapshots([bufAtLar, neAtMia, jaxAtWsh, tbAtDal], NOW);

    expect(errors).toEqual([]);
    expect(requests.sort()).toEqual(['football/nfl|20220908', 'football/nfl|20220911']);
    expectSnapshot(snapshots.get(bufAtLar.id), {
      status: 'FT',
      quarter: 4,
      home: 10,
      away: 31,
      quarterPoints: true,
      periods: { q1: score(0, 7), q2: score(10, 10), q3: score(10, 17), final: score(10, 31) },
    });
    expectSnapshot(snapshots.get(neAtMia.id), {
      status: 'FT',
      quarter: 4,
      home: 20,
      away: 7,
      quarterPoints: true,
      periods: { q1: score(3, 0), q2: score(17, 0), q3: score(20, 7), final: score(20, 7) },
    });
    expectSnapshot(snapshots.get(jaxAtWsh.id), {
      status: '4q',
      quarter: 4,
      home: 20,
      away: 22,
      quarterPoints: true,
      periods: { q1: score(7, 3), q2: score(14, 3), q3: score(14, 12), final: null },
    });
    expectSnapshot(snapshots.get(tbAtDal.id), {
      status: 'scheduled',
      quarter: 0,
      home: 0,
      away: 0,
      quarterPoints: false,
      periods: { q1: null, q2: null, q3: null, final: null },
    });
    expect(snapshots.size).toBe(4);
  });

  it('NFL 2022 week 11: a Thursday final, the 2nd and 1st quarters in progress', async () => {
    const { feed, errors } = espn();
    // Thursday night 20:15 ET on 2022-11-17 (2022-11-18 UTC); by id.
    const tenAtGb = game({
      leagueId: NFL,
      home: 'Green Bay Packers',
      away: 'Tennessee Titans',
      kickoff: '2022-11-18T01:15:00Z',
      externalId: '401437844',
    });
    const wshAtHou = game({ leagueId: NFL, home: 'Houston Texans', away: 'Washington Commanders', kickoff: '2022-11-20T18:00:00Z' });
    const larAtNo = game({ leagueId: NFL, home: 'New Orleans Saints', away: 'Los Angeles Rams', kickoff: '2022-11-20T18:00:00Z' });
    const nyjAtNe = game({ leagueId: NFL, home: 'New England Patriots', away: 'New York Jets', kickoff: '2022-11-20T18:00:00Z' });
    // Sunday night, no linescores at all yet.
    const kcAtLac = game({ leagueId: NFL, home: 'Los Angeles Chargers', away: 'Kansas City Chiefs', kickoff: '2022-11-21T01:20:00Z' });

    const snapshots = await feed.snapshots([tenAtGb, wshAtHou, larAtNo, nyjAtNe, kcAtLac], NOW);

    expect(errors).toEqual([]);
    expect(requests.sort()).toEqual(['football/nfl|20221117', 'football/nfl|20221120']);
    expectSnapshot(snapshots.get(tenAtGb.id), {
      status: 'FT',
      quarter: 4,
      home: 17,
      away: 27,
      quarterPoints: true,
      periods: { q1: score(6, 7), q2: score(6, 14), q3: score(17, 20), final: score(17, 27) },
    });
    expectSnapshot(snapshots.get(wshAtHou.id), {
      status: '2q',
      quarter: 2,
      home: 0,
      away: 14,
      quarterPoints: true,
      periods: { q1: score(0, 7), q2: null, q3: null, final: null },
    });
    expectSnapshot(snapshots.get(larAtNo.id), {
      status: '2q',
      quarter: 2,
      home: 10,
      away: 7,
      quarterPoints: true,
      periods: { q1: score(3, 7), q2: null, q3: null, final: null },
    });
    expectSnapshot(snapshots.get(nyjAtNe.id), {
      status: '1q',
      quarter: 1,
      home: 0,
      away: 0,
      quarterPoints: true,
      periods: { q1: null, q2: null, q3: null, final: null },
    });
    expectSnapshot(snapshots.get(kcAtLac.id), {
      status: 'scheduled',
      quarter: 0,
      home: 0,
      away: 0,
      quarterPoints: false,
      periods: { q1: null, q2: null, q3: null, final: null },
    });
  });

  it('college football 2022 week 3: halftimes, a 3rd quarter and a final, with teams outside teams.ts', async () => {
    const { feed, errors } = espn();
    const kickoff = '2022-09-17T16:00:00Z';
    const ugaAtSc = game({ leagueId: NCAAF, home: 'South Carolina Gamecocks', away: 'Georgia Bulldogs', kickoff });
    // Neither team is in teams.ts (and teams.ts's "MIA" is the Hurricanes): matched by ESPN display name.
    const cinAtMiamiOh = game({ leagueId: NCAAF, home: 'Miami (OH) RedHawks', away: 'Cincinnati Bearcats', kickoff });
    const wofAtVt = game({ leagueId: NCAAF, home: 'Virginia Tech Hokies', away: 'Wofford Terriers', kickoff: '2022-09-17T15:00:00Z' });
    const ysuAtUk = game({ leagueId: NCAAF, home: 'Kentucky Wildcats', away: 'Youngstown State Penguins', kickoff });

    const snapshots = await feed.snapshots([ugaAtSc, cinAtMiamiOh, wofAtVt, ysuAtUk], NOW);

    expect(errors).toEqual([]);
    expect(requests).toEqual(['football/college-football|20220917']);
    expectSnapshot(snapshots.get(ugaAtSc.id), {
      status: 'ht',
      quarter: 2,
      home: 0,
      away: 24,
      quarterPoints: true,
      periods: { q1: score(0, 14), q2: score(0, 24), q3: null, final: null },
    });
    expectSnapshot(snapshots.get(cinAtMiamiOh.id), {
      status: 'ht',
      quarter: 2,
      home: 17,
      away: 24,
      quarterPoints: true,
      periods: { q1: score(10, 7), q2: score(17, 24), q3: null, final: null },
    });
    expectSnapshot(snapshots.get(wofAtVt.id), {
      status: 'FT',
      quarter: 4,
      home: 27,
      away: 7,
      quarterPoints: true,
      periods: { q1: score(3, 0), q2: score(20, 0), q3: score(20, 0), final: score(27, 7) },
    });
    expectSnapshot(snapshots.get(ysuAtUk.id), {
      status: '3q',
      quarter: 3,
      home: 28,
      away: 0,
      quarterPoints: true,
      periods: { q1: score(0, 0), q2: score(21, 0), q3: null, final: null },
    });
  });

  it('matches WAS/LA (nflverse) rows to ESPN WSH/LAR events', async () => {
    const { feed, errors } = espn();
    const rams = game({ leagueId: NFL, home: 'LA', away: 'BUF', kickoff: '2022-09-09T00:20:00Z' });
    const commanders = game({ leagueId: NFL, home: 'WAS', away: 'JAX', kickoff: '2022-09-11T17:00:00Z' });
    const commandersAway = game({ leagueId: NFL, home: 'HOU', away: 'WAS', kickoff: '2022-11-20T18:00:00Z' });
    const ramsAway = game({ leagueId: NFL, home: 'NO', away: 'LA', kickoff: '2022-11-20T18:00:00Z' });

    const snapshots = await feed.snapshots([rams, commanders, commandersAway, ramsAway], NOW);

    expect(errors).toEqual([]);
    expect(snapshots.get(rams.id)).toMatchObject({ status: 'FT', homeScore: 10, awayScore: 31 });
    expect(snapshots.get(commanders.id)).toMatchObject({ status: '4q', homeScore: 20, awayScore: 22 });
    expect(snapshots.get(commandersAway.id)).toMatchObject({ status: '2q', homeScore: 0, awayScore: 14 });
    expect(snapshots.get(ramsAway.id)).toMatchObject({ status: '2q', homeScore: 10, awayScore: 7 });
  });

  it('never maps a game with home and away swapped, by teams or by id', async () => {
    const { feed, errors } = espn();
    const swapped = game({ leagueId: NFL, home: 'Buffalo Bills', away: 'Los Angeles Rams', kickoff: '2022-09-09T00:20:00Z' });
    const swappedWithId = game({
      leagueId: NFL,
      home: 'New England Patriots',
      away: 'Miami Dolphins',
      kickoff: '2022-09-11T17:00:00Z',
      externalId: '401437630',
    });

    const snapshots = await feed.snapshots([swapped, swappedWithId], NOW);

    expect(snapshots.size).toBe(0);
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('event 401437630 has New England Patriots as the AWAY team')]);
  });

  it('does not map games on other dates, even when the response lists the same matchup', async () => {
    const { feed, errors } = espn();
    // The 2022-09-08 answer (the week list) contains NE @ MIA of 2022-09-11: a different date, no match.
    const wrongDay = game({ leagueId: NFL, home: 'Miami Dolphins', away: 'New England Patriots', kickoff: '2022-09-08T17:00:00Z' });
    // A week later: that scoreboard is empty.
    const nextWeek = game({ leagueId: NFL, home: 'Miami Dolphins', away: 'New England Patriots', kickoff: '2022-09-18T17:00:00Z' });

    const snapshots = await feed.snapshots([wrongDay, nextWeek], NOW);

    expect(snapshots.size).toBe(0);
    expect(errors).toEqual([]);
    expect(requests.sort()).toEqual(['football/nfl|20220908', 'football/nfl|20220918']);
  });

  it('a 500, malformed JSON or an unexpected shape cost only their own league and date', async () => {
    const { feed, errors } = espn();
    const good = game({ leagueId: NFL, home: 'Miami Dolphins', away: 'New England Patriots', kickoff: '2022-09-11T17:00:00Z' });
    const goodCollege = game({ leagueId: NCAAF, home: 'Virginia Tech Hokies', away: 'Wofford Terriers', kickoff: '2022-09-17T15:00:00Z' });
    const serverError = game({ leagueId: NFL, home: 'Dallas Cowboys', away: 'New York Giants', kickoff: '2022-11-24T21:30:00Z' });
    const malformed = game({ leagueId: NBA, home: 'Boston Celtics', away: 'Miami Heat', kickoff: '2022-11-20T23:00:00Z' });
    const oddShape = game({ leagueId: NCAAF, home: 'Georgia Bulldogs', away: 'Kent State Golden Flashes', kickoff: '2022-09-24T16:00:00Z' });

    const snapshots = await feed.snapshots([good, goodCollege, serverError, malformed, oddShape], NOW);

    expect([...snapshots.keys()].sort()).toEqual([good.id, goodCollege.id].sort());
    expect(snapshots.get(good.id)).toMatchObject({ status: 'FT', homeScore: 20, awayScore: 7 });
    expect(snapshots.get(goodCollege.id)).toMatchObject({ status: 'FT', homeScore: 27, awayScore: 7 });
    const byWhere = errors.map((e) => [e.league, e.date, e.message]).sort();
    expect(byWhere).toEqual([
      ['NBA', '20221120', expect.stringContaining('not JSON')],
      ['NCAAF', '20220924', expect.stringContaining('unexpected scoreboard shape')],
      ['NFL', '20221124', expect.stringContaining('HTTP 500')],
    ]);
  });

  it('gives up on a stalled response after the timeout without holding back the others', async () => {
    const { feed, errors } = espn({ timeoutMs: 300 });
    const good = game({ leagueId: NFL, home: 'Miami Dolphins', away: 'New England Patriots', kickoff: '2022-09-11T17:00:00Z' });
    const stalled = game({ leagueId: NFL, home: 'Arizona Cardinals', away: 'Denver Broncos', kickoff: '2022-12-25T21:25:00Z' });

    const snapshots = await feed.snapshots([good, stalled], NOW);

    expect([...snapshots.keys()]).toEqual([good.id]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ league: 'NFL', date: '20221225' });
    expect(errors[0]?.message).toContain('no complete response within 300 ms');
  });

  it('drops quarter points that contradict a final score, reports it, and still reports the final', async () => {
    const { feed, errors } = espn();
    const tampered = game({ leagueId: NFL, home: 'Miami Dolphins', away: 'New England Patriots', kickoff: '2022-10-02T17:00:00Z' });

    const snapshots = await feed.snapshots([tampered], NOW);

    const snapshot = snapshots.get(tampered.id);
    expect(snapshot).toEqual({ status: 'FT', quarter: 4, homeScore: 20, awayScore: 7 });
    expect(snapshot && periodsAfter(snapshot).final).toEqual(score(20, 7));
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('final linescores sum to 27-7 but the score is 20-7')]);
  });

  it('fetches each (league, date) once, through the injected fetch, and skips games of unknown leagues', async () => {
    const urls: string[] = [];
    const { feed, errors } = espn({
      baseUrl: `${baseUrl}/`,
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    const kickoff = '2022-09-11T17:00:00Z';
    const games = [
      game({ leagueId: NFL, home: 'Miami Dolphins', away: 'New England Patriots', kickoff }),
      game({ leagueId: NFL, home: 'Atlanta Falcons', away: 'New Orleans Saints', kickoff }),
      game({ leagueId: NFL, home: 'Dallas Cowboys', away: 'Tampa Bay Buccaneers', kickoff: '2022-09-12T00:20:00Z' }),
      game({ leagueId: 99, home: 'Atlanta Falcons', away: 'New Orleans Saints', kickoff }),
    ];

    const snapshots = await feed.snapshots(games, NOW);

    expect(urls).toEqual([`${baseUrl}/apis/site/v2/sports/football/nfl/scoreboard?dates=20220911`]);
    expect(snapshots.size).toBe(3);
    expect(errors.map((e) => e.message)).toEqual([`game ${games[3]?.id}: league 99 has no ESPN scoreboard`]);
  });

  it('asks for nothing when there are no games', async () => {
    const { feed } = espn();
    expect((await feed.snapshots([], NOW)).size).toBe(0);
    expect(requests).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Pure mapping
// ---------------------------------------------------------------------------------------------

const status = (name: string, period: number, type: Partial<EspnStatus['type']> = {}): EspnStatus => ({
  period,
  type: { name, ...type },
});

describe('mapStatus', () => {
  it.each([
    // Not started, or not being played to a result: held as scheduled (advanceGame ignores backward moves).
    ['STATUS_SCHEDULED', 0, {}, 'scheduled'],
    ['STATUS_SCHEDULED', 1, { state: 'pre' }, 'scheduled'], // ESPN already shows period 1 before kickoff
    ['STATUS_DELAYED', 0, { state: 'pre' }, 'scheduled'],
    ['STATUS_DELAYED', 3, { state: 'in' }, 'scheduled'],
    ['STATUS_RAIN_DELAY', 2, { state: 'in' }, 'scheduled'],
    ['STATUS_POSTPONED', 0, { state: 'post', completed: false }, 'scheduled'],
    ['STATUS_CANCELED', 0, { state: 'post', completed: false }, 'scheduled'],
    ['STATUS_CANCELED', 0, { state: 'post', completed: true }, 'scheduled'], // never a 0-0 final
    ['STATUS_SUSPENDED', 3, { state: 'in' }, 'scheduled'],
    ['STATUS_ABANDONED', 2, { state: 'post', completed: true }, 'scheduled'],
    // In play.
    ['STATUS_IN_PROGRESS', 1, { state: 'in' }, '1q'],
    ['STATUS_IN_PROGRESS', 2, { state: 'in' }, '2q'],
    ['STATUS_IN_PROGRESS', 3, { state: 'in' }, '3q'],
    ['STATUS_IN_PROGRESS', 4, { state: 'in' }, '4q'],
    ['STATUS_IN_PROGRESS', 5, { state: 'in' }, 'ot'],
    ['STATUS_IN_PROGRESS', 7, { state: 'in' }, 'ot'],
    ['STATUS_IN_PROGRESS', 0, { state: 'in' }, '1q'],
    ['STATUS_HALFTIME', 2, { state: 'in' }, 'ht'],
    // Between periods: the code names what has ended.
    ['STATUS_END_PERIOD', 1, { state: 'in' }, '2q'],
    ['STATUS_END_PERIOD', 2, { state: 'in' }, 'ht'],
    ['STATUS_END_PERIOD', 3, { state: 'in' }, '4q'],
    ['STATUS_END_PERIOD', 4, { state: 'in' }, 'ot'],
    ['STATUS_END_PERIOD', 5, { state: 'in' }, 'ot'],
    // Over.
    ['STATUS_FINAL', 4, { state: 'post', completed: true }, 'FT'],
    ['STATUS_FINAL_OVERTIME', 5, { state: 'post', completed: true }, 'FT'],
    ['STATUS_FINAL', 4, {}, 'FT'],
    ['STATUS_SOMETHING_NEW', 4, { state: 'post', completed: true }, 'FT'],
    // Names we do not know: the state and period still say enough.
    ['STATUS_SOMETHING_NEW', 3, { state: 'in' }, '3q'],
    ['STATUS_SOMETHING_NEW', 0, { state: 'pre' }, 'scheduled'],
    ['STATUS_SOMETHING_NEW', 0, {}, 'scheduled'],
  ] as const)('%s, period %i, %j -> %s', (name, period, type, expected) => {
    expect(mapStatus(status(name, period, type))).toBe(expected);
  });
});

describe('parseScoreboard', () => {
  it.each([
    ['nflQ4', 16],
    ['nflQ2', 14],
    ['ncaaf', 25],
  ] as const)('reads every event of %s', (file, count) => {
    const { events, problems } = parseScoreboard(recordedJson[file]);
    expect(problems).toEqual([]);
    expect(events).toHaveLength(count);
  });

  it('reads the fields the adapter needs, scores as numbers', () => {
    expect(parsedEvent('nflQ4', '401437646')).toEqual({
      id: '401437646',
      date: new Date('2022-09-11T17:00:00Z'),
      home: { team: { displayName: 'Washington Commanders', abbreviation: 'WSH' }, score: 20, linescores: [7, 7, 0, 6] },
      away: { team: { displayName: 'Jacksonville Jaguars', abbreviation: 'JAX' }, score: 22, linescores: [3, 0, 9, 10] },
      status: { period: 4, type: { name: 'STATUS_IN_PROGRESS', state: 'in', completed: false } },
    });
  });

  it('skips only the events it cannot read, saying which', () => {
    const good = rawEvent('nflQ4', '401437630');
    const noAway = rawEvent('nflQ4', '401437646') as { competitions: [{ competitors: unknown[] }] };
    noAway.competitions[0].competitors.pop();
    const badScore = rawEvent('nflQ4', '401437650') as { competitions: [{ competitors: [{ score: unknown }] }] };
    badScore.competitions[0].competitors[0].score = 'twenty';

    const noCompetition = { ...(good as object), id: '401437631', competitions: [] };

    const { events, problems } = parseScoreboard({ events: [good, noAway, badScore, 'nonsense', noCompetition] });

    expect(events.map((e) => e.id)).toEqual(['401437630']);
    expect(problems).toEqual([
      expect.stringMatching(/^event #1 \(id 401437646\) skipped: .*one home and one away/s),
      expect.stringMatching(/^event #2 \(id 401437650\) skipped: .*"twenty" is not a whole number/s),
      expect.stringMatching(/^event #3 skipped/),
      expect.stringMatching(/^event #4 \(id 401437631\) skipped: .*competitions/s),
    ]);
  });

  it('falls back on the event-level status and treats a missing score as 0', () => {
    const raw = rawEvent('nflQ4', '401437655') as { competitions: [{ status?: unknown; competitors: Array<{ score?: unknown }> }] };
    delete raw.competitions[0].status;
    for (const c of raw.competitions[0].competitors) delete c.score;
    const [event] = parseScoreboard({ events: [raw] }).events;
    expect(event).toMatchObject({ home: { score: 0 }, away: { score: 0 }, status: { type: { name: 'STATUS_SCHEDULED' } } });
  });

  it('throws on a response without an events array', () => {
    expect(() => parseScoreboard({ leagues: [] })).toThrow(/unexpected scoreboard shape/);
    expect(() => parseScoreboard(null)).toThrow(/unexpected scoreboard shape/);
  });
});

describe('eventToSnapshot', () => {
  it('leaves out the [{value: 0}] placeholder of a scheduled game, and a missing one', () => {
    const placeholder = parsedEvent('nflQ2', '401437853'); // DEN vs LV, STATUS_SCHEDULED, period 1, [0]
    expect(placeholder.home.linescores).toEqual([0]);
    expect(eventToSnapshot(placeholder)).toEqual({ status: 'scheduled', quarter: 0, homeScore: 0, awayScore: 0 });
    const none = parsedEvent('nflQ4', '401437655'); // SEA vs DEN, period 0, no linescores
    expect(none.home.linescores).toBeUndefined();
    expect(eventToSnapshot(none)).toEqual({ status: 'scheduled', quarter: 0, homeScore: 0, awayScore: 0 });
  });

  it('passes the quarters played so far of a game in progress', () => {
    expect(eventToSnapshot(parsedEvent('ncaaf', '401404073'))).toEqual({
      status: '2q',
      quarter: 2,
      homeScore: 28,
      awayScore: 7,
      homeQuarterPoints: [21, 7],
      awayQuarterPoints: [7, 0],
    });
  });

  it('omits quarter points it cannot trust, and says why', () => {
    const issues: string[] = [];
    const uneven = parsedEvent('nflQ2', '401437848');
    uneven.away.linescores = [7];
    expect(eventToSnapshot(uneven, (m) => issues.push(m))).toEqual({ status: '2q', quarter: 2, homeScore: 0, awayScore: 14 });

    const shortFinal = parsedEvent('nflQ4', '401437630');
    shortFinal.home.linescores = [3, 17];
    shortFinal.away.linescores = [0, 7];
    expect(eventToSnapshot(shortFinal, (m) => issues.push(m))).not.toHaveProperty('homeQuarterPoints');

    const fractional = parsedEvent('nflQ4', '401437630');
    fractional.home.linescores = [3, 14, 2.5, 0.5];
    expect(eventToSnapshot(fractional, (m) => issues.push(m))).not.toHaveProperty('homeQuarterPoints');

    expect(issues).toEqual([
      'event 401437848: quarter points omitted, linescores have 2 home and 1 away periods',
      'event 401437630: quarter points omitted, final with only 2 periods in linescores',
      'event 401437630: quarter points omitted, linescores hold a value that is not whole points',
    ]);
  });

  it('keeps overtime points of a final in overtime, and the final includes them', () => {
    const ot = parsedEvent('nflQ2', '401437844');
    ot.status = status('STATUS_FINAL_OVERTIME', 5, { state: 'post', completed: true });
    ot.home.linescores = [6, 0, 11, 0, 3];
    ot.away.linescores = [7, 7, 6, 7, 0];
    ot.home.score = 20;
    const snapshot = eventToSnapshot(ot);
    expect(snapshot).toMatchObject({ status: 'FT', quarter: 5, homeScore: 20, awayScore: 27 });
    expect(periodsAfter(snapshot)).toEqual({ q1: score(6, 7), q2: score(6, 14), q3: score(17, 20), final: score(20, 27) });
  });
});

describe('matching events to games', () => {
  const mia = (fields: Partial<Parameters<typeof game>[0]> = {}) =>
    game({ leagueId: NFL, home: 'Miami Dolphins', away: 'New England Patriots', kickoff: '2022-09-11T17:00:00Z', ...fields });

  it('uses US Eastern calendar dates', () => {
    expect(easternDateKey(new Date('2022-09-12T00:20:00Z'))).toBe('20220911'); // Sunday night, EDT
    expect(easternDateKey(new Date('2022-11-21T01:20:00Z'))).toBe('20221120'); // Sunday night, EST
    expect(easternDateKey(new Date('2022-09-11T04:00:00Z'))).toBe('20220911');
  });

  it('prefers the external id over teams and date', () => {
    const event = parsedEvent('nflQ4', '401437630');
    const byTeams = mia();
    const byId = mia({ externalId: '401437630', kickoff: '2022-09-10T17:00:00Z' }); // our date is off; the id decides
    expect(matchEventToGame(event, [byTeams, byId], 'NFL')).toBe(byId);
    expect(matchEventToGame(event, [byTeams], 'NFL')).toBe(byTeams);
  });

  it('maps one event to at most one game, and a game to at most one event', () => {
    const event = parsedEvent('nflQ4', '401437630');
    const issues: string[] = [];
    const twins = [mia(), mia()];
    expect(matchEventsToGames([event], twins, 'NFL', (m) => issues.push(m)).size).toBe(0);
    const copy = { ...event, id: '999' };
    expect(matchEventsToGames([event, copy], [mia()], 'NFL', (m) => issues.push(m)).size).toBe(0);
    expect(issues).toHaveLength(3);
  });

  it('pairs a whole slate one to one', () => {
    const { events } = parseScoreboard(recordedJson.nflQ4);
    const games = [
      mia(),
      game({ leagueId: NFL, home: 'Atlanta Falcons', away: 'New Orleans Saints', kickoff: '2022-09-11T17:00:00Z' }),
      game({ leagueId: NFL, home: 'Carolina Panthers', away: 'Cleveland Browns', kickoff: '2022-09-11T17:00:00Z', externalId: '401437651' }),
    ];
    const matches = matchEventsToGames(events, games, 'NFL');
    expect([...matches].map(([id, e]) => [id, e.id])).toEqual([
      [games[2]?.id, '401437651'],
      [games[0]?.id, '401437630'],
      [games[1]?.id, '401437650'],
    ]);
  });

  it('recognises ESPN teams by abbreviation when the display name is unknown', () => {
    const event = parsedEvent('nflQ4', '401437646');
    event.home.team.displayName = 'Washington Football Team'; // the 2021 name
    const wsh = game({ leagueId: NFL, home: 'Washington Commanders', away: 'Jacksonville Jaguars', kickoff: '2022-09-11T17:00:00Z' });
    expect(matchEventToGame(event, [wsh], 'NFL')).toBe(wsh);
  });

  it('does not take an unlisted college for a listed one that shares its abbreviation', () => {
    const event = parsedEvent('ncaaf', '401415623'); // Miami (OH) RedHawks (M-OH) host Cincinnati
    event.home.team.abbreviation = 'MIA'; // teams.ts's MIA is the Miami Hurricanes
    const hurricanes = game({ leagueId: NCAAF, home: 'Miami Hurricanes', away: 'Cincinnati Bearcats', kickoff: '2022-09-17T16:00:00Z' });
    const redHawks = game({ leagueId: NCAAF, home: 'Miami (OH) RedHawks', away: 'Cincinnati Bearcats', kickoff: '2022-09-17T16:00:00Z' });
    expect(matchEventToGame(event, [hurricanes], 'NCAAF')).toBeUndefined();
    expect(matchEventToGame(event, [hurricanes, redHawks], 'NCAAF')).toBe(redHawks);
  });
});
