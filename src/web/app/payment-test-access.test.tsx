// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from './route-view';
import { renderAt } from '../test-support/render-route';
import { makePool } from '../test-support/fixtures';

function show(viewer: { isAuthenticated: boolean; isAdmin: boolean }) {
  return renderAt('/payment-test', <RouteView {...viewer} />, {
    'GET /api/pools': { body: [makePool({ id: 67, name: '$5 Tier', entryFee: '5.00', entryFeeCents: 500 })] },
    'GET /api/payments/config': { body: { provider: 'sandbox', publishableKey: null, paidPlay: true } },
  }).server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/payment-test', () => {
  it("is 'Access Denied' for a signed-in player, and asks the API nothing", async () => {
    const server = show({ isAuthenticated: true, isAdmin: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access the payment tester.")).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('is the payment tester for an admin', async () => {
    const server = show({ isAuthenticated: true, isAdmin: true });
    // The page is a lazily loaded chunk: the first import may take a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Test' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Paid pools' })).toBeTruthy();
    expect(server.callsTo('GET /api/pools')).toHaveLength(1);
  });
});
