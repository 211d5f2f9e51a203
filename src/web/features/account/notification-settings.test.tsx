// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { NotificationSettings } from './notification-settings';

const SAVED = { emailNotifications: { poolResults: true, gameReminders: true, invitations: true, productNews: false }, updatedAt: null };

function open(put: FakeRoute, restriction: unknown = null, saved = SAVED) {
  const server = fakeFetch({ 'GET /api/me/settings': { body: saved }, 'PUT /api/me/settings': put, 'GET /api/me/restrictions': { body: { restriction } } });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationSettings email="ada@example.com" />
    </QueryClientProvider>,
  );
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the e-mail choices', () => {
  it('sends every choice and says they are saved', async () => {
    const server = open({ body: { ...SAVED, emailNotifications: { ...SAVED.emailNotifications, productNews: true } } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Product news' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your e-mail choices are saved.')).toBeTruthy();
    expect(server.callsTo('PUT /api/me/settings')[0]?.body).toEqual({ emailNotifications: { poolResults: true, gameReminders: true, invitations: true, productNews: true } });
  });

  it("a refusal: the server's words above the button, its issue under the choice it names, which gets focus", async () => {
    open({
      status: 400,
      body: { message: 'Invalid request', code: 'bad_request', issues: [{ path: ['emailNotifications', 'invitations'], message: 'invitations must be true or false' }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid request');
    const invitations = screen.getByRole('checkbox', { name: 'Invitations' });
    expect(screen.getByText('invitations must be true or false')).toBeTruthy();
    expect(invitations.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(invitations));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Product news' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('during a time-out product news is off and cannot be ticked, and a save sends it off', async () => {
    const stored = { ...SAVED, emailNotifications: { ...SAVED.emailNotifications, productNews: true } };
    const server = open({ body: SAVED }, { kind: 'time_out', until: '2026-11-28T15:00:00.000Z' }, stored);
    const news = (await screen.findByRole('checkbox', { name: 'Product news' })) as HTMLInputElement;
    await waitFor(() => expect(news.disabled).toBe(true));
    expect(news.checked).toBe(false);
    expect(screen.getByText(/^Off while you take a break, until /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.callsTo('PUT /api/me/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/me/settings')[0]?.body).toMatchObject({ emailNotifications: { productNews: false } });
  });
});
