// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MovementDto, TransactionsPage } from '../../../domain/schemas/statement';
import type { FakeRoute } from '../../test-support/fake-fetch';
import { renderRoute } from '../../test-support/render-route';
import { Activity } from './activity';

const SUMMARY = 'GET /api/me/transactions/summary?from=2026-01-01&to=2026-11-21';
const FIRST_PAGE = 'GET /api/me/transactions?limit=25';

const movement = (over: Partial<MovementDto>): MovementDto => ({
  id: 'pi_1:authorize',
  at: '2026-11-20T15:00:00.000Z',
  kind: 'payment_authorized',
  poolId: 21,
  poolName: '$5 Tier',
  game: 'Denver Broncos @ Kansas City Chiefs',
  amountCents: -1500,
  status: 'captured',
  ...over,
});

const PRIZE = movement({ id: 'pool:21:settle:Q1:r1', kind: 'prize_won', amountCents: 11_250, status: 'queued', at: '2026-11-21T12:00:00.000Z' });
const PURCHASE = movement({});
const REFUND = movement({ id: 'pi_2:refund', kind: 'payment_refunded', poolId: 22, poolName: '$10 Tier', amountCents: 1000, status: 'pending', at: '2026-11-19T15:00:00.000Z' });

function open(routes: Record<string, FakeRoute>) {
  return renderRoute('/activity', Activity, '/activity', {
    [SUMMARY]: { body: { paidInCents: 1500, refundedCents: 1000, wonCents: 11_250, netCents: 10_750 } },
    'GET /api/me/winnings-by-year': { body: [] },
    ...routes,
  });
}

beforeEach(() => {
  // The default period is this year so far, in New York: pinned here.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T15:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Activity', () => {
  it('says there are no money movements yet, with a way to find a pool', async () => {
    open({ [FIRST_PAGE]: { body: { items: [], nextCursor: null } satisfies TransactionsPage } });
    expect(await screen.findByRole('heading', { name: 'No money movements yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Find a pool/ }).getAttribute('href')).toBe('/');
    expect(screen.getByText('No prizes yet.')).toBeTruthy();
  });

  it('lists movements newest first: pool link, game, signed amount in words, status; the totals and the CSV link of the period', async () => {
    open({ [FIRST_PAGE]: { body: { items: [PRIZE, PURCHASE, REFUND], nextCursor: null } } });
    const list = await screen.findByRole('list', { name: 'Money movements, newest first' });
    const rows = within(list).getAllByTestId('movement');
    expect(rows.map((row) => row.dataset.kind)).toEqual(['prize_won', 'payment_authorized', 'payment_refunded']);

    const [prize, purchase, refund] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(prize).getByText('Prize won')).toBeTruthy();
    expect(within(prize).getByRole('link', { name: '$5 Tier' }).getAttribute('href')).toBe('/pool/21');
    expect(prize.textContent).toContain('Denver Broncos @ Kansas City Chiefs');
    expect(within(prize).getByTestId('movement-amount').textContent).toBe('+$112.50to you');
    expect(within(prize).getByText('Queued for manual payout')).toBeTruthy();
    expect(within(purchase).getByTestId('movement-amount').textContent).toBe('-$15.00from you');
    expect(within(purchase).getByText('Charged')).toBeTruthy();
    expect(within(refund).getByTestId('movement-amount').textContent).toBe('+$10.00to you');
    expect(within(refund).getByText('On its way back to your card')).toBeTruthy();

    const figures = await screen.findByLabelText('Totals for the period');
    expect(figures.textContent).toContain('Paid in$15.00');
    expect(figures.textContent).toContain('Refunded$10.00');
    expect(figures.textContent).toContain('Won$112.50');
    expect(figures.textContent).toContain('Net+$107.50');
    expect(screen.getByRole('link', { name: 'Download statement (CSV)' }).getAttribute('href')).toBe('/api/me/statement.csv?from=2026-01-01&to=2026-11-21');
  });

  it("'Load more' reads the next page with the cursor and adds it below; the button goes once the list ends", async () => {
    const { server } = open({
      [FIRST_PAGE]: { body: { items: [PRIZE, PURCHASE], nextCursor: 'c2' } },
      'GET /api/me/transactions?limit=25&cursor=c2': { body: { items: [REFUND], nextCursor: null } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const list = screen.getByRole('list', { name: 'Money movements, newest first' });
    await vi.waitFor(() => expect(within(list).getAllByTestId('movement')).toHaveLength(3));
    expect(within(list).getAllByTestId('movement').at(-1)!.dataset.kind).toBe('payment_refunded');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.callsTo('GET /api/me/transactions?limit=25&cursor=c2')).toHaveLength(1);
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    open({ [FIRST_PAGE]: { status: 500, body: { message: 'Internal server error', code: 'internal' } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load your money movements")).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the plain sentence for a year whose prizes reached $600', async () => {
    open({
      [FIRST_PAGE]: { body: { items: [PRIZE], nextCursor: null } },
      'GET /api/me/winnings-by-year': { body: [{ year: 2026, wonCents: 61_000, reportable: true }, { year: 2025, wonCents: 2250, reportable: false }] },
    });
    const years = await screen.findAllByTestId('winnings-year');
    expect(years[0]!.textContent).toContain('$610.00');
    expect(years[0]!.textContent).toContain('Your prizes in 2026 reached $600. Operators in the US usually report winnings of $600 or more to the IRS on Form W-2G');
    expect(years[1]!.textContent).not.toContain('W-2G');
  });

  it('refuses a period that ends before it starts, under the From field, and keeps the totals of the last good one', async () => {
    const { server } = open({ [FIRST_PAGE]: { body: { items: [], nextCursor: null } } });
    const from = await screen.findByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show totals' }));
    expect(await screen.findByText('from (2026-12-01) must not be after to (2026-11-21)')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.filter((call) => call.url.includes('summary'))).toHaveLength(1);
  });
});
