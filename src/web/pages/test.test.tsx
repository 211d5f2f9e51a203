// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastInput } from '../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../test-support/fake-fetch';
import TestPage from './test';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast/use-toast', () => ({ toast: toastSpy }));

function open(readyz: FakeRoute) {
  const server = fakeFetch({ 'GET /readyz': readyz });
  vi.stubGlobal('fetch', server.fetch);
  render(<TestPage />);
  return server;
}

const toasts = (): ToastInput[] => toastSpy.mock.calls.map(([arg]) => arg as ToastInput);
const checks = () => screen.queryAllByTestId('server-check');

beforeEach(() => toastSpy.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/test: the one-button server check', () => {
  it('says what the button does before it is pressed', () => {
    open({ body: { status: 'ok' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Test' })).toBeTruthy();
    expect(screen.getByText(/asks the server whether it is ready \(GET \/readyz/)).toBeTruthy();
    expect(screen.getByText('No check yet.')).toBeTruthy();
  });

  it('asks GET /readyz and lists each answer with its round-trip time, newest first', async () => {
    const server = open((_body, n) => (n === 1 ? { body: { status: 'ok' } } : { status: 503, body: { status: 'unavailable', message: 'Database is not answering' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Check the server' }));
    await screen.findByText('The server and its database are answering.');
    expect(within(checks()[0]!).getByText('Ready')).toBeTruthy();
    expect(checks()[0]!.textContent).toMatch(/\d+ ms/);
    expect(toasts()).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: 'Check the server' }));
    await screen.findByText('503: Database is not answering');
    expect(checks().map((c) => within(c).getByText(/ready/i).textContent)).toEqual(['Not ready', 'Ready']);
    expect(toasts()).toEqual([{ title: 'Error', description: '503: Database is not answering', variant: 'destructive' }]);
    expect(server.callsTo('GET /readyz')).toHaveLength(2);
  });
});
