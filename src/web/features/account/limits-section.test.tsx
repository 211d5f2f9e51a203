// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { LimitsSection } from './limits-section';
import { instantText, pendingText } from './limits-model';

const FROM = '2026-11-22T15:00:00.000Z';
const SAVED = { dailyCents: 500, weeklyCents: null, monthlyCents: 10_000, pending: [{ field: 'dailyCents', valueCents: 1000, from: FROM }] };

function open(routes: Record<string, FakeRoute> = {}) {
  const server = fakeFetch({
    'GET /api/me/limits': { body: SAVED },
    'GET /api/me/restrictions': { body: { restriction: null } },
    ...routes,
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LimitsSection />
    </QueryClientProvider>,
  );
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Limits section', () => {
  it('shows the limits in force in dollars, and a pending raise with its time', async () => {
    open();
    const daily = await screen.findByRole('textbox', { name: 'Daily limit ($)' });
    expect((daily as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('textbox', { name: 'Weekly limit ($)' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Monthly limit ($)' }) as HTMLInputElement).value).toBe('100');
    const pending = pendingText(SAVED.pending[0] as (typeof SAVED.pending)[number] & { field: 'dailyCents' });
    expect(pending).toBe(`Rises to $10.00 on ${instantText(FROM)}`);
    expect(screen.getByText(pending)).toBeTruthy();
    // The hint, pending raise included, describes the field.
    expect(daily.getAttribute('aria-describedby')).toBe('limit-dailyCents-hint');
    expect(screen.getByRole('link', { name: /National Council on Problem Gambling/ }).getAttribute('href')).toBe('https://www.ncpgambling.org');
  });

  it('sends only the limits changed, in cents, and says a raise waits', async () => {
    const server = open({
      'PUT /api/me/limits': { body: { ...SAVED, monthlyCents: 10_000, weeklyCents: 2550, pending: [...SAVED.pending] } },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Weekly limit ($)' }), { target: { value: '25.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your limits are saved. Raised or removed limits apply after 24 hours.')).toBeTruthy();
    expect(server.callsTo('PUT /api/me/limits').map((c) => c.body)).toEqual([{ weeklyCents: 2550 }]);
  });

  it('a removal is an empty field, sent as null', async () => {
    const server = open({ 'PUT /api/me/limits': { body: { ...SAVED, pending: [] } } });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Monthly limit ($)' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your limits are saved.')).toBeTruthy();
    expect(server.callsTo('PUT /api/me/limits')[0]?.body).toEqual({ monthlyCents: null });
  });

  it('text that is no amount is refused under its field, with nothing sent', async () => {
    const server = open();
    const weekly = await screen.findByRole('textbox', { name: 'Weekly limit ($)' });
    fireEvent.change(weekly, { target: { value: 'lots' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Daily limit ($)' }), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Enter dollars, like 25 or 25.50, or leave it empty for no limit')).toBeTruthy();
    expect(screen.getByText('At most $10,000.00')).toBeTruthy();
    expect(server.callsTo('PUT /api/me/limits')).toEqual([]);
  });

  it("a refusal: the server's issue under the field it names, which gets focus", async () => {
    open({
      'PUT /api/me/limits': {
        status: 400,
        body: { message: 'Invalid request body: monthlyCents: too big', code: 'bad_request', issues: [{ path: 'monthlyCents', message: 'monthlyCents is refused' }] },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Monthly limit ($)' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('monthlyCents is refused')).toBeTruthy();
    const monthly = screen.getByRole('textbox', { name: 'Monthly limit ($)' });
    expect(monthly.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(monthly));
  });

  it('a time-out is confirmed in a dialog that says what it means and until when, then started', async () => {
    const until = '2026-11-28T15:00:00.000Z';
    const server = open({ 'POST /api/me/time-out': { body: { restriction: { kind: 'time_out', until } } } });
    fireEvent.click(await screen.findByRole('button', { name: '7 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a 7-day time-out?' });
    expect(within(dialog).getByText(/^Until .+ you cannot start a checkout, or create or join a pool with an entry fee\. Free pools stay open\.$/)).toBeTruthy();
    expect(within(dialog).getByText(/Nobody can end it early/)).toBeTruthy();
    expect(server.callsTo('POST /api/me/time-out')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start my 7-day time-out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/me/time-out')[0]?.body).toEqual({ days: 7 });
    expect(await screen.findByText(new RegExp(`^You are taking a time-out until ${instantText(until)}\\.`))).toBeTruthy();
  });
});
