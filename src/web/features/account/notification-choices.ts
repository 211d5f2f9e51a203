import type { EmailNotificationKind } from '../../../domain/schemas';

/**
 * How the Settings page names each e-mail a player can choose. A Record, so a kind added to the shared
 * contract cannot be left without words (the page lists them in the contract's order).
 */
export const NOTIFICATION_CHOICES: Record<EmailNotificationKind, { label: string; description: string }> = {
  poolResults: {
    label: 'Pool results and winnings',
    description: 'When a quarter of a pool you play in is settled, with what you won.',
  },
  gameReminders: {
    label: 'Game reminders',
    description: 'Before kickoff of a game where you hold squares.',
  },
  invitations: {
    label: 'Invitations',
    description: 'When someone invites you to a private pool.',
  },
  productNews: {
    label: 'Product news',
    description: 'New features and seasons, now and then.',
  },
};

export const SETTINGS_SAVED_MESSAGE = 'Your e-mail choices are saved.';
export const SETTINGS_SAVE_FAILED_FALLBACK = "Your choices couldn't be saved. Please try again.";
export const SETTINGS_LOAD_FAILED_TITLE = "Your settings couldn't be loaded";
