/**
 * Reference team data, used to seed demo games, to import schedules and to map external score
 * feeds (ESPN, nflverse, ...) onto our teams.
 *
 * `abbreviation` is always ESPN's abbreviation; `aliases` lists the other
 * abbreviations seen in other sources (nflverse, NBA.com, Basketball
 * Reference, common usage) where they differ from ESPN's.
 *
 * Colours are the teams' published brand colours, written as lowercase
 * #rrggbb.
 */

export type LeagueCode = 'NFL' | 'NBA' | 'NCAAF';

export interface Team {
  /** Full display name, e.g. "Kansas City Chiefs". */
  name: string;
  /** ESPN abbreviation, e.g. "KC", "WSH", "LAR". */
  abbreviation: string;
  /** Other abbreviations used by other sources, e.g. nflverse "WAS" for Washington, "LA" for the Rams. */
  aliases: string[];
  /** Primary colour as #rrggbb (lowercase). */
  primaryColor: string;
  /** Secondary colour as #rrggbb (lowercase). */
  secondaryColor: string;
}

function team(
  name: string,
  abbreviation: string,
  aliases: string[],
  primaryColor: string,
  secondaryColor: string,
): Team {
  return { name, abbreviation, aliases, primaryColor, secondaryColor };
}

/** All 32 NFL teams (2025 season). Aliases are nflverse codes that differ from ESPN's. */
const NFL: readonly Team[] = [
  team('Arizona Cardinals', 'ARI', [], '#97233f', '#000000'),
  team('Atlanta Falcons', 'ATL', [], '#a71930', '#000000'),
  team('Baltimore Ravens', 'BAL', [], '#241773', '#000000'),
  team('Buffalo Bills', 'BUF', [], '#00338d', '#c60c30'),
  team('Carolina Panthers', 'CAR', [], '#0085ca', '#101820'),
  team('Chicago Bears', 'CHI', [], '#0b162a', '#c83803'),
  team('Cincinnati Bengals', 'CIN', [], '#fb4f14', '#000000'),
  team('Cleveland Browns', 'CLE', [], '#311d00', '#ff3c00'),
  team('Dallas Cowboys', 'DAL', [], '#003594', '#869397'),
  team('Denver Broncos', 'DEN', [], '#fb4f14', '#002244'),
  team('Detroit Lions', 'DET', [], '#0076b6', '#b0b7bc'),
  team('Green Bay Packers', 'GB', [], '#203731', '#ffb612'),
  team('Houston Texans', 'HOU', [], '#03202f', '#a71930'),
  team('Indianapolis Colts', 'IND', [], '#002c5f', '#a2aaad'),
  team('Jacksonville Jaguars', 'JAX', [], '#006778', '#d7a22a'),
  team('Kansas City Chiefs', 'KC', [], '#e31837', '#ffb81c'),
  team('Las Vegas Raiders', 'LV', [], '#000000', '#a5acaf'),
  team('Los Angeles Chargers', 'LAC', [], '#0080c6', '#ffc20e'),
  team('Los Angeles Rams', 'LAR', ['LA'], '#003594', '#ffa300'),
  team('Miami Dolphins', 'MIA', [], '#008e97', '#fc4c02'),
  team('Minnesota Vikings', 'MIN', [], '#4f2683', '#ffc62f'),
  team('New England Patriots', 'NE', [], '#002244', '#c60c30'),
  team('New Orleans Saints', 'NO', [], '#d3bc8d', '#101820'),
  team('New York Giants', 'NYG', [], '#0b2265', '#a71930'),
  team('New York Jets', 'NYJ', [], '#125740', '#000000'),
  team('Philadelphia Eagles', 'PHI', [], '#004c54', '#a5acaf'),
  team('Pittsburgh Steelers', 'PIT', [], '#ffb612', '#101820'),
  team('San Francisco 49ers', 'SF', [], '#aa0000', '#b3995d'),
  team('Seattle Seahawks', 'SEA', [], '#002244', '#69be28'),
  team('Tampa Bay Buccaneers', 'TB', [], '#d50a0a', '#34302b'),
  team('Tennessee Titans', 'TEN', [], '#0c2340', '#4b92db'),
  team('Washington Commanders', 'WSH', ['WAS'], '#5a1414', '#ffb612'),
];

/**
 * All 30 NBA teams. Aliases are the NBA.com codes (GSW, NYK, SAS, NOP, UTA,
 * WAS) and Basketball Reference's (BRK, CHO, PHO) where they differ from ESPN's.
 */
const NBA: readonly Team[] = [
  team('Atlanta Hawks', 'ATL', [], '#e03a3e', '#c1d32f'),
  team('Boston Celtics', 'BOS', [], '#007a33', '#ba9653'),
  team('Brooklyn Nets', 'BKN', ['BRK'], '#000000', '#ffffff'),
  team('Charlotte Hornets', 'CHA', ['CHO'], '#1d1160', '#00788c'),
  team('Chicago Bulls', 'CHI', [], '#ce1141', '#000000'),
  team('Cleveland Cavaliers', 'CLE', [], '#860038', '#fdbb30'),
  team('Dallas Mavericks', 'DAL', [], '#00538c', '#002b5e'),
  team('Denver Nuggets', 'DEN', [], '#0e2240', '#fec524'),
  team('Detroit Pistons', 'DET', [], '#c8102e', '#1d42ba'),
  team('Golden State Warriors', 'GS', ['GSW'], '#1d428a', '#ffc72c'),
  team('Houston Rockets', 'HOU', [], '#ce1141', '#000000'),
  team('Indiana Pacers', 'IND', [], '#002d62', '#fdbb30'),
  team('LA Clippers', 'LAC', [], '#c8102e', '#1d428a'),
  team('Los Angeles Lakers', 'LAL', [], '#552583', '#fdb927'),
  team('Memphis Grizzlies', 'MEM', [], '#5d76a9', '#12173f'),
  team('Miami Heat', 'MIA', [], '#98002e', '#f9a01b'),
  team('Milwaukee Bucks', 'MIL', [], '#00471b', '#eee1c6'),
  team('Minnesota Timberwolves', 'MIN', [], '#0c2340', '#236192'),
  team('New Orleans Pelicans', 'NO', ['NOP'], '#0c2340', '#c8102e'),
  team('New York Knicks', 'NY', ['NYK'], '#006bb6', '#f58426'),
  team('Oklahoma City Thunder', 'OKC', [], '#007ac1', '#ef3b24'),
  team('Orlando Magic', 'ORL', [], '#0077c0', '#c4ced4'),
  team('Philadelphia 76ers', 'PHI', [], '#006bb6', '#ed174c'),
  team('Phoenix Suns', 'PHX', ['PHO'], '#1d1160', '#e56020'),
  team('Portland Trail Blazers', 'POR', [], '#e03a3e', '#000000'),
  team('Sacramento Kings', 'SAC', [], '#5a2d81', '#63727a'),
  team('San Antonio Spurs', 'SA', ['SAS'], '#c4ced4', '#000000'),
  team('Toronto Raptors', 'TOR', [], '#ce1141', '#000000'),
  team('Utah Jazz', 'UTAH', ['UTA'], '#002b5c', '#f9a01b'),
  team('Washington Wizards', 'WSH', ['WAS'], '#002b5c', '#e31837'),
];

/** 30 well-known FBS programs, named and abbreviated as ESPN shows them. */
const NCAAF: readonly Team[] = [
  team('Alabama Crimson Tide', 'ALA', ['BAMA'], '#9e1b32', '#828a8f'),
  team('Arkansas Razorbacks', 'ARK', [], '#9d2235', '#ffffff'),
  team('Auburn Tigers', 'AUB', [], '#0c2340', '#e87722'),
  team('Clemson Tigers', 'CLEM', [], '#f56600', '#522d80'),
  team('Colorado Buffaloes', 'COLO', [], '#cfb87c', '#000000'),
  team('Florida Gators', 'FLA', [], '#0021a5', '#fa4616'),
  team('Florida State Seminoles', 'FSU', [], '#782f40', '#ceb888'),
  team('Georgia Bulldogs', 'UGA', [], '#ba0c2f', '#000000'),
  team('Iowa Hawkeyes', 'IOWA', [], '#ffcd00', '#000000'),
  team('Kentucky Wildcats', 'UK', [], '#0033a0', '#ffffff'),
  team('LSU Tigers', 'LSU', [], '#461d7c', '#fdd023'),
  team('Miami Hurricanes', 'MIA', [], '#f47321', '#005030'),
  team('Michigan State Spartans', 'MSU', [], '#18453b', '#ffffff'),
  team('Michigan Wolverines', 'MICH', [], '#00274c', '#ffcb05'),
  team('Nebraska Cornhuskers', 'NEB', [], '#d00000', '#f5f1e7'),
  team('Notre Dame Fighting Irish', 'ND', [], '#0c2340', '#c99700'),
  team('Ohio State Buckeyes', 'OSU', [], '#bb0000', '#666666'),
  team('Oklahoma Sooners', 'OU', [], '#841617', '#fdf9d8'),
  team('Ole Miss Rebels', 'MISS', [], '#ce1126', '#14213d'),
  team('Oregon Ducks', 'ORE', [], '#154733', '#fee123'),
  team('Penn State Nittany Lions', 'PSU', [], '#041e42', '#ffffff'),
  team('South Carolina Gamecocks', 'SC', [], '#73000a', '#000000'),
  team('Tennessee Volunteers', 'TENN', [], '#ff8200', '#58595b'),
  team('Texas A&M Aggies', 'TA&M', ['TAMU'], '#500000', '#ffffff'),
  team('Texas Longhorns', 'TEX', [], '#bf5700', '#333f48'),
  team('USC Trojans', 'USC', [], '#990000', '#ffc72c'),
  team('Utah Utes', 'UTAH', [], '#cc0000', '#000000'),
  team('Virginia Tech Hokies', 'VT', [], '#630031', '#cf4420'),
  team('Washington Huskies', 'WASH', [], '#4b2e83', '#b7a57a'),
  team('Wisconsin Badgers', 'WIS', [], '#c5050c', '#ffffff'),
];

export const TEAMS: Record<LeagueCode, readonly Team[]> = { NFL, NBA, NCAAF };

function normalize(value: string): string {
  return value.trim().toLowerCase();
}

/** Per-league lookup: lower-cased name, abbreviation and every alias -> team. */
const INDEX = new Map<LeagueCode, Map<string, Team>>(
  (Object.keys(TEAMS) as LeagueCode[]).map((league) => {
    const byKey = new Map<string, Team>();
    for (const t of TEAMS[league]) {
      for (const key of [t.name, t.abbreviation, ...t.aliases]) {
        byKey.set(normalize(key), t);
      }
    }
    return [league, byKey];
  }),
);

/**
 * Finds a team in `league` by full name, ESPN abbreviation or alias
 * (case-insensitive, surrounding whitespace ignored).
 */
export function findTeam(league: LeagueCode, nameOrAbbreviation: string): Team | undefined {
  return INDEX.get(league)?.get(normalize(nameOrAbbreviation));
}
