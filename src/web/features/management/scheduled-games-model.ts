import { isGameOver } from '../../../domain/status';
import type { Game } from '../../../domain/schemas';

/** Games still to play or in play first, soonest first; then finished ones, latest first. */
export function scheduleOrder(games: readonly Game[]): Game[] {
  const kickoff = (game: Game) => Date.parse(game.gameDate);
  const ahead = games.filter((game) => !isGameOver(game.status)).sort((a, b) => kickoff(a) - kickoff(b) || a.id - b.id);
  const over = games.filter((game) => isGameOver(game.status)).sort((a, b) => kickoff(b) - kickoff(a) || b.id - a.id);
  return [...ahead, ...over];
}
