// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SQUARES_PURCHASED } from '../../../domain/messages';
import { toast } from '../../lib/toast/use-toast';
import { makeAuthUser, makePool, makeSquare } from '../../test-support/fixtures';
import { renderPoolPage } from './render-pool-page.test-support';

vi.mock('../../lib/toast/use-toast', () => ({ toast: vi.fn() }));

const PLAYER = makeAuthUser({ id: 'u1' });
const POOL = makePool({ id: 66 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-20T15:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('Claim Free Squares', () => {
  it('claims once however fast it is clicked again: one request per square, one toast', async () => {
    let answer: (() => void) | null = null;
    const { server } = renderPoolPage({
      poolId: 66,
      user: PLAYER,
      routes: {
        'GET /api/pools/66': { body: POOL },
        'GET /api/pools/66/squares': { body: [] },
        'GET /api/auth/user': { body: PLAYER },
        // Held until both clicks are in, as on a real network.
        'POST /api/pools/66/squares': () =>
          new Promise((resolve) => {
            answer = () => resolve({ status: 201, body: { squares: [makeSquare(0, 0, 'u1')], pool: POOL } });
          }),
      },
    });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Row 1, column 1, available' }));
    const claim = within(screen.getByRole('region', { name: 'Your Cart' })).getByRole('button', { name: 'Claim Free Squares' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await waitFor(() => expect(vi.mocked(toast)).toHaveBeenCalledWith(expect.objectContaining({ title: SQUARES_PURCHASED.title })));
    expect(server.callsTo('POST /api/pools/66/squares')).toHaveLength(1);
    expect(vi.mocked(toast).mock.calls.filter(([input]) => input.title === SQUARES_PURCHASED.title)).toHaveLength(1);
  });
});
