// Writes src/domain/history/nfl-final-scores.json — the final scores of every scored game in the nflverse
// schedules of ../shared/data (the odds of a square's digits). Facts only (game id, home and
// away points); run again when the schedules are updated: node scripts/nfl-final-scores.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEASONS = [2024, 2025];

/** One CSV line's fields (quoted fields may hold commas; nflverse quotes only empty strings here). */
function fields(line) {
  const out = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(current);
      current = '';
    } else current += char;
  }
  out.push(current);
  return out;
}

export function finalScores(csvText) {
  const [header, ...lines] = csvText.trim().split('\n');
  const names = fields(header);
  const at = (row, name) => row[names.indexOf(name)];
  return lines
    .map(fields)
    .filter((row) => at(row, 'home_score') !== '' && at(row, 'away_score') !== '')
    .map((row) => [at(row, 'game_id'), Number(at(row, 'home_score')), Number(at(row, 'away_score'))]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const games = SEASONS.flatMap((season) => finalScores(readFileSync(path.join(root, '..', 'shared', 'data', `nfl-schedule-${season}.csv`), 'utf8')));
  const data = {
    source: 'nflverse/nfldata data/games.csv (Lee Sharpe), seasons 2024-2025, scored games only: [game id, home points, away points]',
    seasons: SEASONS,
    games,
  };
  writeFileSync(path.join(root, 'src/domain/history/nfl-final-scores.json'), `${JSON.stringify(data)}\n`);
  console.log(`${games.length} games written`);
}
