/**
 * When an unfilled paid pool is cancelled and refunded (D5), as the operator sets it in the management
 * console: at kickoff (the default) or a number of minutes before it, and whether players are e-mailed.
 * Pure rules; the setting is stored in site_settings under AUTO_REFUND_SETTING_KEY.
 */
export const AUTO_REFUND_SETTING_KEY = 'auto_refund';
export const AUTO_REFUND_MAX_MINUTES = 1440;

export type AutoRefundSettings =
  | { refundAt: 'kickoff'; emailPlayers: boolean }
  | { refundAt: 'before_kickoff'; minutesBefore: number; emailPlayers: boolean };

/** Today's behaviour before anyone changes it: refunded at kickoff, every player e-mailed. */
export const DEFAULT_AUTO_REFUND: AutoRefundSettings = { refundAt: 'kickoff', emailPlayers: true };

/** How long before kickoff unfilled paid pools stop taking entries and are refunded (0 = at kickoff). */
export function refundLeadMs(settings: AutoRefundSettings): number {
  return settings.refundAt === 'kickoff' ? 0 : settings.minutesBefore * 60_000;
}

/** Kickoffs at or before this instant are due for the refund of their unfilled paid pools. */
export function refundDueThrough(now: Date, settings: AutoRefundSettings): Date {
  return new Date(now.getTime() + refundLeadMs(settings));
}

/** "at kickoff", "1 minute before kickoff", "2 hours before kickoff", "1 hour 30 minutes before kickoff". */
export function refundTimingText(settings: AutoRefundSettings): string {
  if (settings.refundAt === 'kickoff') return 'at kickoff';
  const hours = Math.floor(settings.minutesBefore / 60);
  const minutes = settings.minutesBefore % 60;
  const parts = [hours > 0 ? plural(hours, 'hour') : null, minutes > 0 ? plural(minutes, 'minute') : null].filter(Boolean);
  return `${parts.join(' ')} before kickoff`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
