/** The game choice of the form: upcoming games only, labelled "away @ home — date time". */
import type { Game, League } from '../../../domain/schemas';
import { formatKickoff } from '../../components/ui/kickoff-time';

/** Games a pool can still be made for: scheduled and not yet kicked off. */
export function upcomingGames(games: readonly Game[], now: number): Game[] {
  return games
    .filter((game) => game.status === 'scheduled' && Date.parse(game.gameDate) > now)
    .sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate) || a.id - b.id);
}

/** "New York Jets @ Atlanta Falcons — Sun, Nov 22 1:00 PM EST". */
export function gameLabel(game: Pick<Game, 'awayTeam' | 'homeTeam' | 'gameDate'>, options: { locale?: string; timeZone?: string } = {}): string {
  const kickoff = formatKickoff(game.gameDate, options);
  const when = kickoff ? `${kickoff.date} ${kickoff.time}` : 'date to be announced';
  return `${game.awayTeam} @ ${game.homeTeam} — ${when}`;
}

export type GameGroup = { label: string | null; games: Game[] };

/** Games grouped by league, in the leagues' order; one unlabelled group when the leagues are unknown. */
export function groupByLeague(games: readonly Game[], leagues: readonly League[] | undefined): GameGroup[] {
  if (!leagues || leagues.length === 0) return games.length > 0 ? [{ label: null, games: [...games] }] : [];
  const groups: GameGroup[] = [];
  for (const league of leagues) {
    const inLeague = games.filter((game) => game.leagueId === league.id);
    if (inLeague.length > 0) groups.push({ label: league.name, games: inLeague });
  }
  const known = new Set(leagues.map((league) => league.id));
  const others = games.filter((game) => !known.has(game.leagueId));
  if (others.length > 0) groups.push({ label: 'Other', games: others });
  return groups;
}
