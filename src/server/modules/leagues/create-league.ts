import { sql } from 'drizzle-orm';
import { conflict } from '../../../domain/errors';
import type { Sport } from '../../../domain/schemas';
import type { UseCase } from '../../core/use-case';
import { leagues, type LeagueRow } from '../../db/schema';

export interface CreateLeagueInput {
  /** A fixed id where other data depends on it (NFL is league 1, the default); otherwise the next one. */
  id?: number;
  /** The League Code, e.g. NFL. */
  name: string;
  displayName: string;
  sport: Sport;
  /** The week the dashboard shows (D9); null for a league without weeks ("Current Season"). */
  activeWeek: string | null;
  isActive?: boolean;
}

/**
 * Adds a league. A code another league already has (in any case) is refused with a 409: the code names
 * the league in URLs (/schedule/{code}) and on the dashboard. A fixed id moves the id sequence past it,
 * so later leagues never collide with it.
 */
export const createLeague: UseCase<CreateLeagueInput, LeagueRow> = async ({ tx, now }, input) => {
  const taken = await tx.select({ id: leagues.id }).from(leagues).where(sql`lower(${leagues.name}) = lower(${input.name})`).limit(1);
  if (taken.length > 0) throw conflict(`A league with the code ${input.name} already exists`);
  // Two admins adding the same code at once: the unique index decides, and the loser gets the same 409.
  const [row] = await tx
    .insert(leagues)
    .values({
      ...(input.id === undefined ? {} : { id: input.id }),
      name: input.name,
      displayName: input.displayName,
      sport: input.sport,
      activeWeek: input.activeWeek,
      isActive: input.isActive ?? true,
      createdAt: now,
    })
    .onConflictDoNothing({ target: leagues.name })
    .returning();
  if (!row) throw conflict(`A league with the code ${input.name} already exists`);
  if (input.id !== undefined) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('leagues', 'id'), (select max(id) from leagues))`,
    );
  }
  return row;
};
