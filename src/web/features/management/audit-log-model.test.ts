import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/schemas';
import { actionLabel, actorText, auditLogSearch, auditPage, detailsText, NO_AUDIT_FILTERS } from './audit-log-model';

const entry = (id: number): AuditEntry => ({
  id,
  at: '2026-11-21T15:00:00.000Z',
  action: 'role_change',
  actorUserId: null,
  actorLabel: null,
  subjectUserId: null,
  subjectLabel: null,
  ip: null,
  details: {},
});

describe('the audit log viewer model', () => {
  it('asks for one entry more than a page, from the cursor, with the filters set', () => {
    expect(auditLogSearch(NO_AUDIT_FILTERS, undefined)).toBe('limit=26');
    expect(auditLogSearch({ action: 'role_change', actor: '  ops-admin ' }, 812)).toBe('limit=26&before=812&action=role_change&actor=ops-admin');
    expect(auditLogSearch({ action: null, actor: 'a&b=c' }, undefined, 10)).toBe('limit=11&actor=a%26b%3Dc');
  });

  it('shows a page and knows whether an older one exists', () => {
    const entries = Array.from({ length: 26 }, (_, i) => entry(100 - i));
    expect(auditPage(entries)).toEqual({ rows: entries.slice(0, 25), hasOlder: true });
    expect(auditPage(entries.slice(0, 25))).toEqual({ rows: entries.slice(0, 25), hasOlder: false });
    expect(auditPage([])).toEqual({ rows: [], hasOlder: false });
  });

  it.each([
    ['role_change', 'Role change'],
    ['auto_refund_settings_changed', 'Auto refund settings changed'],
    ['sign_in', 'Sign in'],
  ])('labels %s as %s', (action, label) => expect(actionLabel(action)).toBe(label));

  it('writes details as key: value pairs, nested values as JSON', () => {
    expect(detailsText({})).toBe('—');
    expect(detailsText({ from: 'player', to: 'admin' })).toBe('from: player · to: admin');
    expect(detailsText({ leagueId: 1, to: null, text: '', ok: true })).toBe('leagueId: 1 · to: — · text: "" · ok: true');
    expect(detailsText({ to: { refundAt: 'kickoff', emailPlayers: true } })).toBe('to: {"refundAt":"kickoff","emailPlayers":true}');
  });

  it('names the actor by label, else id, else System', () => {
    expect(actorText({ actorLabel: 'ops-admin', actorUserId: 'u1' })).toBe('ops-admin');
    expect(actorText({ actorLabel: null, actorUserId: 'u1' })).toBe('u1');
    expect(actorText({ actorLabel: null, actorUserId: null })).toBe('System');
  });
});
