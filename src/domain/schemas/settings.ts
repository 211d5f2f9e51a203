import { z } from 'zod';

/**
 * The kinds of e-mail a player can turn on or off, in the order the Settings page lists them. New
 * kinds are added here and in the notification_settings table together.
 */
export const EMAIL_NOTIFICATION_KINDS = ['poolResults', 'gameReminders', 'invitations', 'productNews'] as const;
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];

const choice = (kind: EmailNotificationKind) => z.boolean({ message: `${kind} must be true or false` });

/**
 * Every choice is stated: a PUT replaces the whole set, so a missing or unknown key is a mistake (400
 * naming it), never a silent default.
 */
export const emailNotificationsSchema = z
  .strictObject({
    poolResults: choice('poolResults'),
    gameReminders: choice('gameReminders'),
    invitations: choice('invitations'),
    productNews: choice('productNews'),
  })
  .meta({ id: 'EmailNotifications' });
export type EmailNotifications = z.infer<typeof emailNotificationsSchema>;

/** What a player gets before choosing: what they take part in is on, marketing is off. */
export const DEFAULT_EMAIL_NOTIFICATIONS: EmailNotifications = {
  poolResults: true,
  gameReminders: true,
  invitations: true,
  productNews: false,
};

/** PUT /api/me/settings. */
export const accountSettingsInputSchema = z.strictObject({ emailNotifications: emailNotificationsSchema });
export type AccountSettingsInput = z.infer<typeof accountSettingsInputSchema>;

/** GET and PUT /api/me/settings: the player's settings; updatedAt is null until they first save. */
export const accountSettingsSchema = z
  .object({
    emailNotifications: emailNotificationsSchema,
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AccountSettings' });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** POST /api/auth/sessions/revoke-all: how many sessions (this one included) were ended. */
export const sessionsRevokedSchema = z.object({ ended: z.number().int().min(0) }).meta({ id: 'SessionsRevoked' });
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;
