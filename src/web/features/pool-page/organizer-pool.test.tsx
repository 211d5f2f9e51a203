// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pool, Square } from '../../../domain/schemas';
import type { FakeRoute } from '../../test-support/fake-fetch';
import { ownerEmojiName } from '../../../domain/owner-emoji';
import { makeAuthUser, makePool, makeSquare } from '../../test-support/fixtures';
import { renderPoolPage } from './render-pool-page.test-support';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

const ORGANIZER_ID = '11111111-1111-4111-8111-111111111111';
const PLAYER = makeAuthUser({ id: 'u1' });
const ORGANIZER = makeAuthUser({ id: ORGANIZER_ID });
const OFFICE: Pool = makePool({
  id: 67,
  name: 'Office Pool',
  entryFee: '5.00',
  entryFeeCents: 500,
  isPrivate: true,
  collection: 'organizer',
  createdBy: ORGANIZER_ID,
  houseFeeBps: 0,
});
const SOLD: Square[] = [
  { ...makeSquare(0, 0, null, 67), guestName: 'Grandma Jo', organizerPaid: true },
  { ...makeSquare(0, 1, 'someone', 67), organizerPaid: false },
  { ...makeSquare(0, 2, 'u1', 67), organizerPaid: true },
];

function open(pool: Pool, user = PLAYER, over: Record<string, FakeRoute> = {}) {
  const routes = { 'GET /api/pools/67': { body: pool }, 'GET /api/pools/67/squares': { body: SOLD }, 'GET /api/auth/user': { body: user }, ...over };
  return { server: renderPoolPage({ poolId: 67, routes, user }).server };
}

const square = (row: number, column: number) => screen.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${column + 1},`) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-20T15:00:00.000Z'));
  toastSpy.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an organizer-collected pool page (D19)', () => {
  it('claims squares directly (no checkout, no payments config, no escrow panel) and shows the fee for information', async () => {
    const { server } = open(OFFICE, PLAYER, {
      'POST /api/pools/67/squares': (body) => ({ status: 201, body: { ...makeSquare(5, 5, 'u1', 67), ...(body as object) } }),
    });
    await screen.findByRole('grid');
    fireEvent.click(square(5, 5));
    const cart = screen.getByRole('region', { name: 'Your Cart' });
    expect(within(cart).queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    expect(within(cart).getByText('For information: pay the organizer')).toBeTruthy();
    expect(within(cart).queryByText(/age and location check/)).toBeNull();
    fireEvent.click(within(cart).getByRole('button', { name: 'Claim Squares' }));
    await waitFor(() => expect(server.callsTo('POST /api/pools/67/squares')).toHaveLength(1));
    expect(server.callsTo('POST /api/pools/67/squares')[0]?.body).toEqual({ row: 5, column: 5, price: '5.00' });
    expect(server.callsTo('GET /api/payments/config')).toHaveLength(0);
    expect(server.callsTo('GET /api/pools/67/my-checkout')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /escrow/i })).toBeNull();
  });

  it("shows a guest's square with the guest's name; a guest's square cannot be picked", async () => {
    open(OFFICE);
    await screen.findByRole('grid');
    const guest = square(0, 0);
    expect(guest.getAttribute('aria-label')).toBe('Row 1, column 1, taken by Grandma Jo');
    expect(guest.textContent).toContain('Grandma Jo');
    fireEvent.click(guest);
    expect(guest.getAttribute('aria-selected')).toBe('false');
    // Paid marks are the organizer's: a player sees none.
    expect(square(0, 2).getAttribute('aria-label')).toBe('Row 1, column 3, owned by you');
  });

  it('shows the organizer which squares are marked paid', async () => {
    open(OFFICE, ORGANIZER, { 'GET /api/pools/67/roster': { body: { inviteCode: 'ABCD-EFGH-JKMNP', members: [], invitations: [] } } });
    await screen.findByRole('grid');
    expect(square(0, 0).getAttribute('aria-label')).toBe('Row 1, column 1, taken by Grandma Jo, paid');
    expect(square(0, 1).getAttribute('aria-label')).toBe(`Row 1, column 2, taken by the ${ownerEmojiName('someone')} player`);
    expect(square(0, 2).getAttribute('aria-label')).toBe(`Row 1, column 3, taken by the ${ownerEmojiName('u1')} player, paid`);
  });
});

const ROSTER = {
  inviteCode: 'ABCD-EFGH-JKMNP',
  members: [
    { userId: ORGANIZER_ID, name: 'Olive Organizer', role: 'creator', squares: 0, paidSquares: 0, joinedAt: '2026-11-01T00:00:00.000Z' },
    { userId: '22222222-2222-4222-8222-222222222222', name: 'Pat Player', role: 'member', squares: 2, paidSquares: 0, joinedAt: '2026-11-02T00:00:00.000Z' },
    { userId: null, name: 'Grandma Jo', role: 'guest', squares: 1, paidSquares: 1, joinedAt: null },
  ],
  invitations: [{ email: 'sam@example.com', lastSentAt: '2026-11-02T00:00:00.000Z', sendCount: 1 }],
};

describe('the organizer panel', () => {
  it('is shown only to the organizer: a member sees no panel and never asks for the roster', async () => {
    const { server } = open(OFFICE, PLAYER);
    await screen.findByRole('grid');
    expect(screen.queryByRole('region', { name: 'Organizer' })).toBeNull();
    expect(server.callsTo('GET /api/pools/67/roster')).toHaveLength(0);
  });

  it('shows the roster: name, role, squares, paid squares, and who was invited', async () => {
    open(OFFICE, ORGANIZER, { 'GET /api/pools/67/roster': { body: ROSTER } });
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    const row = (await within(panel).findByRole('rowheader', { name: 'Pat Player' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)).toEqual(['Member', '2', '0']);
    const guest = within(panel).getByRole('rowheader', { name: 'Grandma Jo' }).closest('tr')!;
    expect([...guest.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)).toEqual(['Guest', '1', '1']);
    const invited = within(panel).getByRole('heading', { name: 'Invited' }).parentElement!;
    expect(within(invited).getByText('sam@example.com')).toBeTruthy();
    expect(within(invited).getByText('sent once')).toBeTruthy();
    // The link the organizer shares, with a copy button.
    expect(within(panel).getByText(`${window.location.origin}/join/ABCD-EFGH-JKMNP`)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Copy the invite link' })).toBeTruthy();
  });

  it("Mark paid posts the player's id, Mark unpaid the guest's name, then refreshes the roster and the board", async () => {
    const { server } = open(OFFICE, ORGANIZER, {
      'GET /api/pools/67/roster': { body: ROSTER },
      'POST /api/pools/67/squares/paid': { body: { updated: 2 } },
    });
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark paid: Pat Player' }));
    await waitFor(() => expect(server.callsTo('POST /api/pools/67/squares/paid')).toHaveLength(1));
    expect(server.callsTo('POST /api/pools/67/squares/paid')[0]?.body).toEqual({ userId: '22222222-2222-4222-8222-222222222222', paid: true });
    await waitFor(() => expect(server.callsTo('GET /api/pools/67/roster')).toHaveLength(2));
    await waitFor(() => expect(server.callsTo('GET /api/pools/67/squares').length).toBeGreaterThanOrEqual(2));

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark unpaid: Grandma Jo' }));
    await waitFor(() => expect(server.callsTo('POST /api/pools/67/squares/paid')).toHaveLength(2));
    expect(server.callsTo('POST /api/pools/67/squares/paid')[1]?.body).toEqual({ guestName: 'Grandma Jo', paid: false });
  });

  it("a refused mark shows the server's message as an Error toast", async () => {
    open(OFFICE, ORGANIZER, {
      'GET /api/pools/67/roster': { body: ROSTER },
      'POST /api/pools/67/squares/paid': { status: 409, body: { message: 'The pool is cancelled', code: 'conflict' } },
    });
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark paid: Pat Player' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith({ title: 'Error', description: 'The pool is cancelled', variant: 'destructive' }));
  });

  it("'Enter squares for someone' posts the name and the cart's squares, then takes them out of the cart and refetches", async () => {
    const { server } = open(OFFICE, ORGANIZER, {
      'GET /api/pools/67/roster': { body: ROSTER },
      'POST /api/pools/67/guest-squares': { status: 201, body: { entered: 2 } },
    });
    await screen.findByRole('grid');
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    const submit = await within(panel).findByRole('button', { name: 'Enter squares' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(square(3, 3));
    fireEvent.click(square(4, 4));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Name' }), { target: { value: '  Uncle Bob ' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    await waitFor(() => expect(server.callsTo('POST /api/pools/67/guest-squares')).toHaveLength(1));
    expect(server.callsTo('POST /api/pools/67/guest-squares')[0]?.body).toEqual({ guestName: 'Uncle Bob', squares: [{ row: 3, column: 3 }, { row: 4, column: 4 }] });
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith({ title: 'Squares entered', description: '2 squares entered for Uncle Bob.', variant: 'success' }));
    await waitFor(() => expect(square(3, 3).getAttribute('aria-selected')).toBe('false'));
    expect(server.callsTo('GET /api/pools/67').length).toBeGreaterThanOrEqual(2);
    expect(server.callsTo('GET /api/pools/67/squares').length).toBeGreaterThanOrEqual(2);
  });

  it("a refused guest entry: the server's issue under the name, which gets focus", async () => {
    const refusal = { message: 'Invalid request', code: 'bad_request', issues: [{ path: ['guestName'], message: 'guestName can be at most 60 characters' }] };
    open(OFFICE, ORGANIZER, { 'GET /api/pools/67/roster': { body: ROSTER }, 'POST /api/pools/67/guest-squares': { status: 400, body: refusal } });
    await screen.findByRole('grid');
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    const submit = await within(panel).findByRole('button', { name: 'Enter squares' });
    fireEvent.click(square(3, 3));
    const name = within(panel).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Uncle Bob' } });
    fireEvent.click(submit);
    expect(await within(panel).findByText('guestName can be at most 60 characters')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('a pool paid through Squares has the roster but no paid marks or guest entries', async () => {
    open({ ...OFFICE, collection: 'squares' }, ORGANIZER, { 'GET /api/pools/67/roster': { body: ROSTER }, 'GET /api/pools/67/my-checkout': { body: { checkout: null } }, 'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: true } } });
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    await within(panel).findByRole('rowheader', { name: 'Pat Player' });
    expect(within(panel).queryByRole('button', { name: /Mark paid/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Enter squares' })).toBeNull();
  });
});

describe("the creator's invitations and cancellation", () => {
  it('invites more people: the list is parsed and validated before anything is sent, then posted once', async () => {
    const { server } = open(OFFICE, ORGANIZER, {
      'GET /api/pools/67/roster': { body: ROSTER },
      'POST /api/pools/67/invitations': { body: { added: ['kim@example.com'], alreadyInvited: ['sam@example.com'] } },
    });
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    const box = await within(panel).findByRole('textbox', { name: 'Invite more people' });
    fireEvent.change(box, { target: { value: 'kim@example.com, nope' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Invite' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Invalid email address: nope');
    expect(server.callsTo('POST /api/pools/67/invitations')).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Kim@example.com; sam@example.com  kim@example.com' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(server.callsTo('POST /api/pools/67/invitations')).toHaveLength(1));
    expect(server.callsTo('POST /api/pools/67/invitations')[0]?.body).toEqual({ emails: ['kim@example.com', 'sam@example.com'] });
    await waitFor(() =>
      expect(toastSpy).toHaveBeenCalledWith({
        title: 'Invitations Sent',
        description: '1 invitation on the way. Already invited: sam@example.com (use Resend).',
        variant: 'success',
      }),
    );
  });

  it("resends one invitation; a refusal shows the server's reason", async () => {
    const { server } = open(OFFICE, ORGANIZER, {
      'GET /api/pools/67/roster': { body: ROSTER },
      'POST /api/pools/67/invitations/resend': { status: 409, body: { message: 'The invitation to sam@example.com was sent moments ago: you can send it again in 4 minutes', code: 'conflict' } },
    });
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Resend the invitation to sam@example.com' }));
    await waitFor(() => expect(server.callsTo('POST /api/pools/67/invitations/resend')).toHaveLength(1));
    expect(server.callsTo('POST /api/pools/67/invitations/resend')[0]?.body).toEqual({ email: 'sam@example.com' });
    await waitFor(() =>
      expect(toastSpy).toHaveBeenCalledWith({
        title: 'Not Resent',
        description: 'The invitation to sam@example.com was sent moments ago: you can send it again in 4 minutes',
        variant: 'destructive',
      }),
    );
  });

  it('cancels the pool after a confirmation and says what happens to the money', async () => {
    const paid = { ...OFFICE, collection: 'squares' as const, houseFeeBps: 1000 };
    const { server } = open(paid, ORGANIZER, {
      'GET /api/pools/67/roster': { body: ROSTER },
      'POST /api/pools/67/cancel': { body: { poolId: 67, paymentsRefunded: 2 } },
      'GET /api/payments/config': { body: { mode: 'sandbox', publishableKey: null, paidPlay: true } },
      'GET /api/pools/67/my-checkout': { body: null },
    });
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Cancel pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Office Pool?' });
    expect(dialog.textContent).toContain('every paid entry is refunded');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the pool' }));
    await waitFor(() => expect(server.callsTo('POST /api/pools/67/cancel')).toHaveLength(1));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith({ title: 'Pool Cancelled', description: '2 paid entries are being refunded.', variant: 'success' }));
  });

  it('after kickoff offers no invitations, resends or cancellation', async () => {
    vi.setSystemTime(Date.parse('2026-11-22T18:00:01.000Z'));
    open(OFFICE, ORGANIZER, { 'GET /api/pools/67/roster': { body: ROSTER } });
    const panel = await screen.findByRole('region', { name: 'Organizer' });
    await within(panel).findByText('sam@example.com');
    expect(within(panel).queryByRole('textbox', { name: 'Invite more people' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Cancel pool' })).toBeNull();
  });
});
