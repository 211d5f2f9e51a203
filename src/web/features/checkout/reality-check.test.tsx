// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeFetch } from '../../test-support/fake-fetch';
import { RealityCheck } from './reality-check';

const NONE = { dailyCents: null, weeklyCents: null, monthlyCents: null, pending: [] };

function open(limits: unknown, spending: unknown = { dailyCents: 500, weeklyCents: 1500, monthlyCents: 2550 }) {
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/me/limits': { body: limits }, 'GET /api/me/spending': { body: spending } }).fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RealityCheck />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reality check at checkout', () => {
  it('says what the player committed this month and their limits', async () => {
    open({ ...NONE, dailyCents: 500, monthlyCents: 10_000 });
    expect(await screen.findByText('This month (last 30 days): $25.50 committed, this checkout included.')).toBeTruthy();
    expect(screen.getByText(/^Limits: daily \$5, weekly none, monthly \$100\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change them in Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('without limits, points to Settings', async () => {
    open(NONE);
    expect(await screen.findByText(/^No limits set — set one in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });
});
