import { formatMoney, type Cents } from '../../../domain/money';

/** Money in messages: "$1,234.56". */
export const money = (cents: Cents): string => formatMoney(cents);

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** Instants in messages, in US Eastern time with its zone named: "Sat, Dec 19, 2026, 10:00 AM EST". */
export const dateTime = (at: Date): string => DATE_TIME.format(at);

/** A greeting that never reads "Hi null". */
export const greeting = (firstName: string | null | undefined): string => `Hi ${firstName?.trim() || 'there'},`;

/** An absolute link on the site: PUBLIC_URL + path. */
export const siteLink = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/+$/, '')}${path}`;
