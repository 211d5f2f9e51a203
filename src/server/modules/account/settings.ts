import { eq } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_NOTIFICATIONS,
  type AccountSettings,
  type AccountSettingsInput,
  type EmailNotifications,
} from '../../../domain/schemas';
import type { PlayRestriction } from '../../../domain/play-restrictions';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { notificationSettings, type NotificationSettingsRow } from '../../db/schema';
import { restrictionError, restrictionOf } from '../responsible-play';

/**
 * The settings as stored, but product news (the one marketing mail) reads off while a time-out or
 * self-exclusion is in force (D23): nothing sends product news yet, so this is where "no marketing mail
 * during a restriction" holds, and whatever sends it later reads it here.
 */
function toAccountSettings(row: NotificationSettingsRow | undefined, restriction: PlayRestriction | null): AccountSettings {
  if (!row) return { emailNotifications: { ...DEFAULT_EMAIL_NOTIFICATIONS }, updatedAt: null };
  const { poolResults, gameReminders, invitations, productNews } = row;
  return {
    emailNotifications: { poolResults, gameReminders, invitations, productNews: productNews && restriction === null },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The player's settings; the defaults until they first save. */
export async function getAccountSettings(db: Db, userId: string, now: Date): Promise<AccountSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return toAccountSettings(row, await restrictionOf(db, userId, now));
}

/**
 * Replaces the player's e-mail choices. The player is always the signed-in user (the route passes
 * their id, never one from the request), so nobody can read or change another player's settings.
 * Product news cannot be turned on during a time-out or self-exclusion (403 timed_out / self_excluded).
 */
export const saveAccountSettings: UseCase<{ userId: string; settings: AccountSettingsInput }, AccountSettings> = async (
  ctx,
  { userId, settings },
) => {
  const choices: EmailNotifications = settings.emailNotifications;
  const restriction = await restrictionOf(ctx.tx, userId, ctx.now);
  const refusal = choices.productNews ? restrictionError(restriction, 'marketing') : null;
  if (refusal) throw refusal;
  const [row] = await ctx.tx
    .insert(notificationSettings)
    .values({ userId, ...choices, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...choices, updatedAt: ctx.now } })
    .returning();
  return toAccountSettings(row, restriction);
};
