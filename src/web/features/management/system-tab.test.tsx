// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MINUTES_BEFORE_MESSAGE, type AuditEntry, type AutoRefundSettingsResponse, type League, type SiteStats } from '../../../domain/schemas';
import { createQueryClient } from '../../lib/query-client';
import type { ToastInput } from '../../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { ANNOUNCEMENT_TOO_LONG_MESSAGE } from './announcement-model';
import { AUTO_REFUND_POLICY } from './auto-refund-card';
import { SystemTab } from './system-tab';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

const STATS: SiteStats = {
  users: 1234,
  leagues: 2,
  games: 272,
  pools: { open: 40, full: 2, active: 5, completed: 300, cancelled: 12 },
  squaresSold: 8150,
  escrow: { capturedCents: 250_000, authorizedCents: 12_550, totalCents: 262_550 },
  outbox: { pending: 3, failed: 1 },
};
const DEFAULT_SETTING: AutoRefundSettingsResponse = { settings: { refundAt: 'kickoff', emailPlayers: true }, updatedAt: null };
const NFL: League = { id: 1, name: 'NFL', displayName: 'National Football League', sport: 'football', isActive: true, activeWeek: 'W12', season: 2026, announcement: 'Thanksgiving games Thursday!' };
const NBA: League = { id: 2, name: 'NBA', displayName: 'National Basketball Association', sport: 'basketball', isActive: true, activeWeek: null, season: 2026, announcement: null };

function entry(id: number, over: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-21T15:00:00.000Z',
    action: 'sign_in',
    actorUserId: `user-${id}`,
    actorLabel: `player${id}@example.com`,
    subjectUserId: `user-${id}`,
    subjectLabel: `player${id}@example.com`,
    ip: '10.0.0.1',
    details: {},
    ...over,
  };
}
const PAGE_ONE = Array.from({ length: 26 }, (_, i) => entry(100 - i));
const PAGE_TWO = Array.from({ length: 3 }, (_, i) => entry(75 - i));

type Server = ReturnType<typeof fakeFetch>;

function api(over: Record<string, FakeRoute> = {}): Server {
  return fakeFetch({
    'GET /api/admin/stats': { body: STATS },
    'GET /api/admin/settings/auto-refund': { body: DEFAULT_SETTING },
    'GET /api/leagues': { body: [NFL, NBA] },
    'GET /api/admin/audit-log?limit=26': { body: PAGE_ONE },
    'GET /api/admin/audit-log?limit=26&before=76': { body: PAGE_TWO },
    'GET /api/admin/audit-log/actions': { body: { actions: ['role_change', 'sign_in'] } },
    'GET /api/admin/outbox?limit=50': { body: { messages: [] } },
    'GET /api/admin/provider-actions': { body: { items: [] } },
    'GET /api/admin/users': { body: [] },
    ...over,
  });
}

function open(server: Server = api()) {
  vi.stubGlobal('fetch', server.fetch);
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <SystemTab />
    </QueryClientProvider>,
  );
  return { server, client };
}

const toasts = (): ToastInput[] => toastSpy.mock.calls.map(([arg]) => arg as ToastInput);
const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastSpy.mockReset();
});

describe('System tab: site counts', () => {
  it('shows the counts, money in escrow and pools by status', async () => {
    open();
    const counts = await screen.findByLabelText('Site counts', { selector: 'dl' });
    expect(counts.textContent).toContain('1,234');
    expect(counts.textContent).toContain('8,150');
    expect(counts.textContent).toContain('$2,625.50');
    expect(counts.textContent).toContain('$2,500.00 captured · $125.50 authorized');
    expect(counts.textContent).toContain('1 failed');
    const byStatus = screen.getByRole('heading', { name: /Pools by status/ }).parentElement!;
    expect(byStatus.textContent).toContain('(359 in all)');
    expect(within(byStatus).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['open40', 'full2', 'active5', 'completed300', 'cancelled12']);
  });

  it('says when the counts cannot be loaded and tries again', async () => {
    const { server } = open(api({ 'GET /api/admin/stats': (_body, calls) => (calls === 1 ? { status: 500, body: { message: 'Internal server error' } } : { body: STATS }) }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the counts');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('1,234');
    expect(server.callsTo('GET /api/admin/stats')).toHaveLength(2);
  });
});

describe('System tab: Auto-Refund Settings', () => {
  it('states the policy and the current setting; Configure saves a lead time and the e-mail switch', async () => {
    const saved: AutoRefundSettingsResponse = { settings: { refundAt: 'before_kickoff', minutesBefore: 45, emailPlayers: false }, updatedAt: '2026-11-21T15:00:00.000Z' };
    const { server } = open(api({ 'PUT /api/admin/settings/auto-refund': { body: saved } }));
    const card = region('Auto-Refund Settings');
    await within(card).findByText('Unfilled paid pools close and are refunded at kickoff.');
    expect(card.textContent).toContain(AUTO_REFUND_POLICY);
    expect(card.textContent).toContain('Players are e-mailed when their entry is refunded.');
    expect(card.textContent).toContain('Default setting');

    fireEvent.click(within(card).getByRole('button', { name: 'Configure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure auto-refunds' });
    const minutes = within(dialog).getByLabelText('Minutes before kickoff') as HTMLInputElement;
    expect(minutes.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Before kickoff'));
    expect(minutes.disabled).toBe(false);
    expect(minutes.value).toBe('30');

    // Out of range: the field says why and nothing is sent.
    fireEvent.change(minutes, { target: { value: '1441' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText(MINUTES_BEFORE_MESSAGE)).toBeTruthy();
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(minutes.getAttribute('aria-describedby')).toContain('auto-refund-minutes-error');
    expect(server.callsTo('PUT /api/admin/settings/auto-refund')).toHaveLength(0);

    await waitFor(() => expect(document.activeElement).toBe(minutes));
    fireEvent.change(minutes, { target: { value: '45' } });
    await waitFor(() => expect(within(dialog).queryByText(MINUTES_BEFORE_MESSAGE)).toBeNull());
    fireEvent.click(within(dialog).getByLabelText('E-mail players about the refund'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT /api/admin/settings/auto-refund').map((c) => c.body)).toEqual([{ refundAt: 'before_kickoff', minutesBefore: 45, emailPlayers: false }]);
    expect(toasts()).toEqual([{ title: 'Auto-refund settings saved', variant: 'success' }]);
    expect(card.textContent).toContain('Unfilled paid pools close and are refunded 45 minutes before kickoff.');
    expect(card.textContent).toContain('Players are not e-mailed about these refunds.');
    expect(card.textContent).toContain(AUTO_REFUND_POLICY);
    expect(card.textContent).toContain('Last changed');
  });

  it("shows the server's field message when it refuses the setting, and Cancel keeps the saved one", async () => {
    const refusal = { status: 400, body: { message: 'Invalid request body', code: 'bad_request', issues: [{ path: 'minutesBefore', message: 'Too many minutes' }] } };
    const { server } = open(api({ 'GET /api/admin/settings/auto-refund': { body: { settings: { refundAt: 'before_kickoff', minutesBefore: 20, emailPlayers: true }, updatedAt: null } }, 'PUT /api/admin/settings/auto-refund': refusal }));
    const card = region('Auto-Refund Settings');
    await within(card).findByText('Unfilled paid pools close and are refunded 20 minutes before kickoff.');
    fireEvent.click(within(card).getByRole('button', { name: 'Configure' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Minutes before kickoff') as HTMLInputElement).value).toBe('20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText('Too many minutes')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Minutes before kickoff')));
    expect(server.callsTo('PUT /api/admin/settings/auto-refund')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card.textContent).toContain('20 minutes before kickoff');
    expect(toasts()).toEqual([]);
  });
});

describe('System tab: announcement banners', () => {
  it('edits a league banner: too long is refused on the spot; saving trims; Remove hides it', async () => {
    const { server } = open(
      api({
        'PUT /api/admin/leagues/2/announcement': (body) => ({ body: { ...NBA, announcement: (body as { text: string | null }).text } }),
        'PUT /api/admin/leagues/1/announcement': { body: { ...NFL, announcement: null } },
      }),
    );
    const card = region('Announcement Banners');
    const nba = (await within(card).findByLabelText('NBA banner text')) as HTMLTextAreaElement;
    const nbaForm = nba.closest('form')!;
    expect(nbaForm.textContent).toContain('No banner');
    expect(within(nbaForm).getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true);

    fireEvent.change(nba, { target: { value: 'z'.repeat(281) } });
    expect(nbaForm.textContent).toContain('281/280 characters');
    fireEvent.click(within(nbaForm).getByRole('button', { name: 'Save' }));
    expect(await within(nbaForm).findByText(ANNOUNCEMENT_TOO_LONG_MESSAGE)).toBeTruthy();
    expect(nba.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nba));
    expect(server.callsTo('PUT /api/admin/leagues/2/announcement')).toHaveLength(0);

    fireEvent.change(nba, { target: { value: '   Playoffs start Saturday   ' } });
    fireEvent.click(within(nbaForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Announcement saved', description: 'NBA dashboard banner', variant: 'success' }]));
    expect(server.callsTo('PUT /api/admin/leagues/2/announcement').map((c) => c.body)).toEqual([{ text: 'Playoffs start Saturday' }]);
    expect(nba.value).toBe('Playoffs start Saturday');
    await waitFor(() => expect(nbaForm.textContent).toContain('Banner shown'));

    const nfl = within(card).getByLabelText('NFL banner text') as HTMLTextAreaElement;
    expect(nfl.value).toBe(NFL.announcement);
    fireEvent.click(within(nfl.closest('form')!).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts().at(-1)).toEqual({ title: 'Announcement removed', description: 'NFL dashboard banner', variant: 'success' }));
    expect(server.callsTo('PUT /api/admin/leagues/1/announcement').map((c) => c.body)).toEqual([{ text: null }]);
    expect(nfl.value).toBe('');
  });
});

describe('System tab: audit log', () => {
  it('pages by cursor (Older / Newer) and shows each entry on desktop and mobile layouts', async () => {
    const { server } = open();
    const card = region('Audit Log');
    const table = await within(card).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(26); // header + 25 entries: the 26th only says an older page exists
    expect(within(card).getByRole('list', { name: 'Audit log entries, newest first' }).children).toHaveLength(25);
    expect(table.textContent).toContain('player100@example.com');
    expect(table.textContent).not.toContain('player75@');
    const newer = within(card).getByRole('button', { name: 'Newer' });
    expect(newer).toHaveProperty('disabled', true);

    fireEvent.click(within(card).getByRole('button', { name: 'Older' }));
    await within(card).findByText('Page 2');
    await waitFor(() => expect(within(card).getByRole('table').textContent).toContain('player74@example.com'));
    expect(server.callsTo('GET /api/admin/audit-log?limit=26&before=76')).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);

    fireEvent.click(within(card).getByRole('button', { name: 'Newer' }));
    await within(card).findByText('Page 1');
    expect(within(card).getByRole('table').textContent).toContain('player100@example.com');
  });

  it('filters by action (from the recorded actions) and by actor, and says when nothing matches', async () => {
    const change = entry(5, { action: 'role_change', actorLabel: 'ops-admin', details: { from: 'player', to: 'admin' } });
    const { server } = open(
      api({
        'GET /api/admin/audit-log?limit=26&action=role_change': { body: [change] },
        'GET /api/admin/audit-log?limit=26&action=role_change&actor=nobody': { body: [] },
      }),
    );
    const card = region('Audit Log');
    await within(card).findByRole('table');
    const action = within(card).getByLabelText('Action') as HTMLSelectElement;
    await waitFor(() => expect([...action.options].map((o) => o.text)).toEqual(['All actions', 'Role change', 'Sign in']));

    fireEvent.change(action, { target: { value: 'role_change' } });
    await waitFor(() => expect(within(card).getByRole('table').textContent).toContain('from: player · to: admin'));
    expect(within(card).getAllByRole('row')).toHaveLength(2);

    fireEvent.change(within(card).getByLabelText('Actor'), { target: { value: '  nobody ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Filter' }));
    expect(await within(card).findByText('No entries match these filters')).toBeTruthy();
    expect(server.callsTo('GET /api/admin/audit-log?limit=26&action=role_change&actor=nobody')).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(26));
    expect(action.value).toBe('all');
    expect((within(card).getByLabelText('Actor') as HTMLInputElement).value).toBe('');
  });

  it('says when the audit log cannot be loaded', async () => {
    open(api({ 'GET /api/admin/audit-log?limit=26': { status: 403, body: { message: 'Admin access required', code: 'forbidden' } } }));
    const card = region('Audit Log');
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Could not load the audit log');
    expect(alert.textContent).toContain('Admin access required');
  });
});

describe('System tab: payment actions for an operator', () => {
  it('lists the queued actions with their payment named', async () => {
    open(
      api({
        'GET /api/admin/provider-actions': {
          body: {
            items: [
              {
                id: 3,
                action: 'cancel',
                reason: 'impossible',
                detail: 'The payment was captured outside the app: refund it at the provider, then mark this handled.',
                lastError: null,
                attempts: 1,
                since: '2026-11-21T15:00:00.000Z',
                handledAt: null,
                payment: { id: 'pay-42', intentId: 'pi_42', provider: 'stripe', amountCents: 500, status: 'rejected', poolId: 9, poolName: 'Office Pool', playerId: 'u-1', playerLabel: 'kim@example.com' },
              },
            ],
          },
        },
      }),
    );
    const card = region('Payment Actions for an Operator');
    const row = await within(card).findByRole('listitem');
    expect(row.textContent).toContain('Cancel of payment pay-42');
    expect(within(row).getByRole('button', { name: 'Mark handled' })).toBeTruthy();
  });
});

describe("System tab: players' time-outs and self-exclusions", () => {
  it('lists the players with a restriction in force, read-only, with until when', async () => {
    const users = [
      { id: 'u1', email: 'calm@example.com', firstName: 'Cal', lastName: 'M', role: 'player', createdAt: '2026-11-01T00:00:00.000Z', restriction: { kind: 'self_exclusion', until: '2027-05-21T15:00:00.000Z' } },
      { id: 'u2', email: 'fine@example.com', firstName: 'Fi', lastName: 'Ne', role: 'player', createdAt: '2026-11-01T00:00:00.000Z', restriction: null },
      { id: 'u3', email: 'pause@example.com', firstName: 'Pa', lastName: 'Use', role: 'player', createdAt: '2026-11-01T00:00:00.000Z', restriction: { kind: 'time_out', until: '2026-11-28T15:00:00.000Z' } },
    ];
    open(api({ 'GET /api/admin/users': { body: users } }));
    const list = await within(region('Time-outs and Self-exclusions')).findByRole('list', { name: 'Players with a restriction' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Self-excludedcalm@example.comuntil ${new Date('2027-05-21T15:00:00.000Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`,
      `Time-outpause@example.comuntil ${new Date('2026-11-28T15:00:00.000Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`,
    ]);
    // Nothing to end it with: the card's only control is Refresh.
    expect(within(region('Time-outs and Self-exclusions')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Refresh']);
  });
});
