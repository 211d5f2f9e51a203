/** "Falcons": the last word of a team's name, short enough for a score line on a phone or a printed box. */
export function teamNickname(name: string): string {
  return name.trim().split(/\s+/).at(-1) || name;
}

/** "Jets 7 – Falcons 3": away first, as the matchup reads (Away @ Home). */
export function scoreLine(game: { awayTeam: string; homeTeam: string }, score: { awayScore: number; homeScore: number }): string {
  return `${teamNickname(game.awayTeam)} ${score.awayScore} – ${teamNickname(game.homeTeam)} ${score.homeScore}`;
}
