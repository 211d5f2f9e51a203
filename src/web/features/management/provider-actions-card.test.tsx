// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderActionQueueItem } from '../../../domain/schemas';
import { createQueryClient } from '../../lib/query-client';
import type { ToastInput } from '../../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { PROVIDER_ACTION_HANDLED, ProviderActionsCard } from './provider-actions-card';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

const item = (over: Partial<ProviderActionQueueItem> = {}): ProviderActionQueueItem => ({
  id: 7,
  action: 'cancel',
  reason: 'impossible',
  detail: 'The payment was captured outside the app, so it can no longer be cancelled: refund it at the provider, then mark this handled.',
  lastError: 'payment_intent_unexpected_state: This PaymentIntent could not be canceled',
  attempts: 1,
  since: '2026-11-21T15:00:00.000Z',
  handledAt: null,
  payment: {
    id: '0d8f5c1e-1111-4222-8333-944445555666',
    intentId: 'pi_sbx_abc',
    provider: 'sandbox',
    amountCents: 1500,
    status: 'rejected',
    poolId: 12,
    poolName: 'Thanksgiving $5',
    playerId: 'user-1',
    playerLabel: 'kim@example.com',
  },
  ...over,
});

function show(routes: Record<string, FakeRoute>) {
  const server = fakeFetch(routes);
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProviderActionsCard />
    </QueryClientProvider>,
  );
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastSpy.mockReset();
});

describe('the Payment Actions for an Operator card', () => {
  it('names each queued action with its payment, pool, player, amount, reason and the last refusal', async () => {
    show({ 'GET /api/admin/provider-actions': { body: { items: [item(), item({ id: 8, action: 'refund', reason: 'attempts_exhausted', attempts: 10, lastError: null })] } } });
    const list = await screen.findByRole('list', { name: 'Payment actions' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Cancel of payment 0d8f5c1e-1111-4222-8333-944445555666');
    expect(first!.textContent).toContain('Cannot be done');
    expect(first!.textContent).toContain('$15.00');
    expect(first!.textContent).toContain('Thanksgiving $5 (pool 12)');
    expect(first!.textContent).toContain('kim@example.com');
    expect(first!.textContent).toContain('pi_sbx_abc');
    expect(first!.textContent).toContain('Last refusal: payment_intent_unexpected_state');
    expect(second!.textContent).toContain('Refund of payment');
    expect(second!.textContent).toContain('Refused too often');
    expect(second!.textContent).toContain('10 attempts');
  });

  it('marks one handled after a second click, removes it from the list and says so', async () => {
    const server = show({
      'GET /api/admin/provider-actions': { body: { items: [item()] } },
      'POST /api/admin/provider-actions/7/handled': { body: item({ handledAt: '2026-11-21T16:00:00.000Z' }) },
    });
    const row = within(await screen.findByRole('list', { name: 'Payment actions' })).getByRole('listitem');
    fireEvent.click(within(row).getByRole('button', { name: 'Mark handled' }));
    expect(server.callsTo('POST /api/admin/provider-actions/7/handled')).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: 'I settled it at the provider' }));
    await screen.findByText('Nothing to settle');
    expect(server.callsTo('POST /api/admin/provider-actions/7/handled')).toHaveLength(1);
    expect(toastSpy.mock.calls.map(([arg]) => (arg as ToastInput).title)).toEqual([PROVIDER_ACTION_HANDLED]);
  });

  it("shows the server's refusal and keeps the row", async () => {
    show({
      'GET /api/admin/provider-actions': { body: { items: [item()] } },
      'POST /api/admin/provider-actions/7/handled': { status: 404, body: { message: 'No payment action 7 is waiting for an operator', code: 'not_found' } },
    });
    const row = within(await screen.findByRole('list', { name: 'Payment actions' })).getByRole('listitem');
    fireEvent.click(within(row).getByRole('button', { name: 'Mark handled' }));
    fireEvent.click(within(row).getByRole('button', { name: 'I settled it at the provider' }));
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toBe('No payment action 7 is waiting for an operator'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when nothing waits', async () => {
    show({ 'GET /api/admin/provider-actions': { body: { items: [] } } });
    expect(await screen.findByText('Nothing to settle')).toBeTruthy();
  });
});
