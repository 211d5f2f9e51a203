import { eq } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_NOTIFICATIONS,
  type AccountSettings,
  type AccountSettingsInput,
  type EmailNotifications,
} from '../../../domain/schemas';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { notificationSettings, type NotificationSettingsRow } from '../../db/schema';

function toAccountSettings(row: NotificationSettingsRow | undefined): AccountSettings {
  if (!row) return { emailNotifications: { ...DEFAULT_EMAIL_NOTIFICATIONS }, updatedAt: null };
  const { poolResults, gameReminders, invitations, productNews } = row;
  return { emailNotifications: { poolResults, gameReminders, invitations, productNews }, updatedAt: row.updatedAt.toISOString() };
}

/** The player's settings; the defaults until they first save. */
export async function getAccountSettings(db: Db, userId: string): Promise<AccountSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return toAccountSettings(row);
}

/**
 * Replaces the player's e-mail choices. The player is always the signed-in user (the route passes
 * their id, never one from the request), so nobody can read or change another player's settings.
 */
export const saveAccountSettings: UseCase<{ userId: string; settings: AccountSettingsInput }, AccountSettings> = async (
  ctx,
  { userId, settings },
) => {
  const choices: EmailNotifications = settings.emailNotifications;
  const [row] = await ctx.tx
    .insert(notificationSettings)
    .values({ userId, ...choices, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...choices, updatedAt: ctx.now } })
    .returning();
  return toAccountSettings(row);
};
