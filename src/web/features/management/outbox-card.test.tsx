// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../../domain/schemas';
import { createQueryClient } from '../../lib/query-client';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { OutboxCard, kindText } from './outbox-card';

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  kind: 'invitation',
  to: 'kim@example.com',
  subject: 'Dana invited you to Office Pool on Squares',
  status: 'kept',
  attempts: 0,
  lastError: null,
  messageId: null,
  createdAt: '2026-11-21T15:00:00.000Z',
  sentAt: null,
  keptAt: '2026-11-21T15:00:02.000Z',
  failedAt: null,
  nextAttemptAt: null,
  text: 'Join: http://localhost:5000/join/ABCD-EFGH-JKMNP',
  ...over,
});

function show(route: FakeRoute) {
  const server = fakeFetch({ 'GET /api/admin/outbox?limit=50': route });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OutboxCard />
    </QueryClientProvider>,
  );
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Mail Outbox card', () => {
  it('lists each message with its status; opening one shows its text and the last SMTP error', async () => {
    show({
      body: {
        messages: [
          message({ id: 2, kind: 'pool_refunded', subject: 'Your entry was refunded', status: 'failed', attempts: 10, lastError: '550 No such user', failedAt: '2026-11-21T16:00:00.000Z' }),
          message({}),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Failed');
    expect(items[1]!.textContent).toContain('Kept (no SMTP)');
    fireEvent.click(within(items[0]!).getByText('Your entry was refunded'));
    expect(within(items[0]!).getByText('Last error: 550 No such user')).toBeTruthy();
    expect(items[1]!.textContent).toContain('/join/ABCD-EFGH-JKMNP');
    expect(kindText('pool_refunded')).toBe('Pool refunded');
  });

  it('says when there is no mail, and shows a failure with Try again', async () => {
    show({ body: { messages: [] } });
    expect(await screen.findByText('No mail yet')).toBeTruthy();
    cleanup();
    show({ status: 500, body: { message: 'Something went wrong' } });
    expect(await screen.findByText('Could not load the outbox')).toBeTruthy();
  });
});
