import { nflSeasonYear, nflWeekAt } from '../../domain/nfl-calendar';
import { cumulativePeriodScores, type PeriodScores } from '../../domain/scoring';
import { daySeed, pick, randomInt, seededRandom, shuffle, type RandomSource } from '../../domain/random';
import { TEAMS, type LeagueCode, type Team } from '../../domain/teams';

/** One demo game to insert; a plan rather than rows so it can be tested without a database. */
export interface DemoGame {
  league: LeagueCode;
  home: Team;
  away: Team;
  week: string | null;
  season: number;
  gameDate: Date;
  /** Completed games carry their per-quarter points; upcoming games have none. */
  result: { homeQuarterPoints: number[]; awayQuarterPoints: number[]; periods: PeriodScores } | null;
}

type Slot =
  | {
      /** Days from the start of today (UTC). */
      day: number;
      hour: number;
      minute: number;
    }
  | {
      /** Minutes after the seed runs: a game that kicks off soon, so a first visit sees one go live. */
      minutesFromNow: number;
    };

/** Typical kickoff/tip-off slots in UTC (US evening and afternoon windows). */
const SCHEDULES: Record<LeagueCode, { upcoming: Slot[]; completed: Slot[] }> = {
  NFL: {
    upcoming: [
      { minutesFromNow: 15 },
      { day: 1, hour: 18, minute: 0 },
      { day: 1, hour: 18, minute: 0 },
      { day: 1, hour: 21, minute: 5 },
      { day: 1, hour: 21, minute: 25 },
      { day: 2, hour: 1, minute: 20 },
      { day: 2, hour: 18, minute: 0 },
      { day: 2, hour: 21, minute: 25 },
      { day: 3, hour: 1, minute: 15 },
    ],
    completed: [
      { day: -2, hour: 1, minute: 15 },
      { day: -1, hour: 18, minute: 0 },
      { day: -1, hour: 21, minute: 25 },
    ],
  },
  NBA: {
    upcoming: [
      { day: 1, hour: 0, minute: 0 },
      { day: 1, hour: 0, minute: 30 },
      { day: 1, hour: 2, minute: 0 },
      { day: 2, hour: 0, minute: 0 },
      { day: 2, hour: 3, minute: 0 },
      { day: 3, hour: 0, minute: 30 },
    ],
    completed: [
      { day: -1, hour: 0, minute: 0 },
      { day: -1, hour: 2, minute: 30 },
    ],
  },
  NCAAF: {
    upcoming: [
      { day: 1, hour: 17, minute: 0 },
      { day: 1, hour: 20, minute: 30 },
      { day: 2, hour: 0, minute: 0 },
      { day: 2, hour: 17, minute: 0 },
      { day: 2, hour: 20, minute: 30 },
      { day: 3, hour: 0, minute: 30 },
    ],
    completed: [
      { day: -1, hour: 17, minute: 0 },
      { day: -1, hour: 20, minute: 30 },
    ],
  },
};

/** Realistic per-quarter scoring: touchdowns and field goals in football, 20-35 a quarter in basketball. */
const FOOTBALL_QUARTERS = [0, 0, 3, 3, 6, 7, 7, 7, 10, 10, 13, 14, 14, 17];
function quarterPoints(league: LeagueCode, random: RandomSource): number[] {
  if (league === 'NBA') return [0, 0, 0, 0].map(() => randomInt(random, 20, 35));
  return [0, 0, 0, 0].map(() => pick(FOOTBALL_QUARTERS, random));
}

function slotTime(startOfToday: Date, now: Date, slot: Slot): Date {
  if ('minutesFromNow' in slot) return new Date(Math.ceil((now.getTime() + slot.minutesFromNow * 60_000) / 60_000) * 60_000);
  return new Date(startOfToday.getTime() + ((slot.day * 24 + slot.hour) * 60 + slot.minute) * 60_000);
}

function planLeague(league: LeagueCode, now: Date, random: RandomSource): DemoGame[] {
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const { upcoming, completed } = SCHEDULES[league];
  const teams = shuffle(TEAMS[league], random);
  const week = league === 'NFL' ? nflWeekAt(now).code : null;
  const season = league === 'NFL' ? nflWeekAt(now).season : nflSeasonYear(now);
  const slots = [...completed.map((s) => ({ s, done: true })), ...upcoming.map((s) => ({ s, done: false }))];
  return slots.map(({ s, done }, i) => {
    const home = teams[2 * i]!;
    const away = teams[2 * i + 1]!;
    let result: DemoGame['result'] = null;
    if (done) {
      let homeQuarterPoints = quarterPoints(league, random);
      let awayQuarterPoints = quarterPoints(league, random);
      const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
      // A tied regulation is settled in overtime (the fifth entry counts toward the final, D3).
      if (sum(homeQuarterPoints) === sum(awayQuarterPoints)) {
        const homeWins = random() < 0.5;
        const otPoints = league === 'NBA' ? randomInt(random, 5, 15) : pick([3, 6], random);
        homeQuarterPoints = [...homeQuarterPoints, homeWins ? otPoints : 0];
        awayQuarterPoints = [...awayQuarterPoints, homeWins ? 0 : otPoints];
      }
      result = {
        homeQuarterPoints,
        awayQuarterPoints,
        periods: cumulativePeriodScores(homeQuarterPoints, awayQuarterPoints),
      };
    }
    return { league, home, away, week, season, gameDate: slotTime(startOfToday, now, s), result };
  });
}

/** The demo slate around `now`: for each league, a few completed games and upcoming ones over the next days. */
export function planDemoGames(now: Date): DemoGame[] {
  const random = seededRandom(daySeed(now));
  return (['NFL', 'NBA', 'NCAAF'] as const).flatMap((league) => planLeague(league, now, random));
}
