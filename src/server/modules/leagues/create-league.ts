import { sql } from 'drizzle-orm';
import type { UseCase } from '../../core/use-case';
import { leagues, type LeagueRow } from '../../db/schema';

export interface CreateLeagueInput {
  /** A fixed id where other data depends on it (NFL is league 1, the default); otherwise the next one. */
  id?: number;
  name: string;
  displayName: string;
  sport: 'football' | 'basketball';
  activeWeek: string | null;
}

/** Adds a league. A fixed id moves the id sequence past it, so later leagues never collide with it. */
export const createLeague: UseCase<CreateLeagueInput, LeagueRow> = async ({ tx, now }, input) => {
  const [row] = await tx
    .insert(leagues)
    .values({
      ...(input.id === undefined ? {} : { id: input.id }),
      name: input.name,
      displayName: input.displayName,
      sport: input.sport,
      activeWeek: input.activeWeek,
      createdAt: now,
    })
    .returning();
  if (input.id !== undefined) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('leagues', 'id'), (select max(id) from leagues))`,
    );
  }
  return row!;
};
