import { getTableColumns } from 'drizzle-orm';
import { games, type GameRow } from '../db/schema';

const GAME_COLUMNS = Object.entries(getTableColumns(games));

/**
 * The game row a game's change event carries (migration 0019: `to_jsonb(NEW)`, keyed by column name,
 * timestamps as ISO text) as the app reads rows, or null when it is not one (an older event, a game
 * deleted, a column missing or of the wrong kind): watchers then read the game's boards again.
 */
export function gameRowOfEvent(value: unknown): GameRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const json = value as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of GAME_COLUMNS) {
    const stored = json[column.name];
    if (stored === undefined || (stored === null && column.notNull)) return null;
    if (stored === null) row[key] = null;
    else if (column.dataType === 'date') {
      const at = typeof stored === 'string' ? new Date(stored) : null;
      if (!at || Number.isNaN(at.getTime())) return null;
      row[key] = at;
    } else if (column.dataType === 'number') {
      if (!Number.isInteger(stored)) return null;
      row[key] = stored;
    } else if (column.dataType === 'string') {
      if (typeof stored !== 'string') return null;
      row[key] = stored;
    } else return null;
  }
  return row as GameRow;
}
