import { formatMoney, type Cents } from '../../../domain/money';
import { usEasternDateTime } from '../../../domain/us-eastern-date';
import { oneLine } from './layout';

/** Money in messages: "$1,234.56". */
export const money = (cents: Cents): string => formatMoney(cents);

/** Instants in messages, in US Eastern time with its zone named: "Sat, Dec 19, 2026, 10:00 AM EST". */
export const dateTime = (at: Date): string => usEasternDateTime(at);

/** A greeting that never reads "Hi null". */
export const greeting = (firstName: string | null | undefined): string => `Hi ${firstName?.trim() || 'there'},`;

/** An absolute link on the site: PUBLIC_URL + path. */
export const siteLink = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** Someone else's words, set apart as a quotation on one line (a line break must not start a line of ours). */
export const quoted = (words: string): string => `“${oneLine(words)}”`;
