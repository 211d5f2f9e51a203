/** The audit log viewer's paging, filters and wording. */
import type { AuditEntry } from '../../../domain/schemas';

export const AUDIT_PAGE_SIZE = 25;

export type AuditFilters = { action: string | null; actor: string };
export const NO_AUDIT_FILTERS: AuditFilters = { action: null, actor: '' };

/**
 * The query of one page: one entry more than is shown, so the viewer knows whether an older page exists
 * without asking again; `before` is the cursor (the id of the last entry of the page before).
 */
export function auditLogSearch(filters: AuditFilters, before: number | undefined, pageSize = AUDIT_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(pageSize + 1) });
  if (before !== undefined) params.set('before', String(before));
  if (filters.action) params.set('action', filters.action);
  const actor = filters.actor.trim();
  if (actor) params.set('actor', actor);
  return params.toString();
}

export function auditPage(entries: readonly AuditEntry[], pageSize = AUDIT_PAGE_SIZE): { rows: AuditEntry[]; hasOlder: boolean } {
  return { rows: entries.slice(0, pageSize), hasOlder: entries.length > pageSize };
}

/** "role_change" reads "Role change". */
export function actionLabel(action: string): string {
  const words = action.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** An entry's details as "key: value" pairs, e.g. "from: player · to: admin". */
export function detailsText(details: Record<string, unknown>): string {
  const pairs = Object.entries(details).map(([key, value]) => `${key}: ${valueText(value)}`);
  return pairs.length === 0 ? '—' : pairs.join(' · ');
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function auditTimeText(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : TIME_FORMAT.format(at);
}

/** Who did it, as people read it: the label, else the user id, else "System". */
export function actorText(entry: Pick<AuditEntry, 'actorLabel' | 'actorUserId'>): string {
  return entry.actorLabel ?? entry.actorUserId ?? 'System';
}
