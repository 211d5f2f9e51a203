// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDERAGE_MESSAGE, UNDERAGE_TITLE } from '../../../domain/schemas/auth';
import { createQueryClient } from '../../lib/query-client';
import type { ToastInput } from '../../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { makeAuthUser } from '../../test-support/fixtures';
import { AgeVerificationForm } from './age-verification-form';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

const UNVERIFIED = { status: 'unverified' as const, residenceState: null, reason: null, checkedAt: null };

function open(answer: FakeRoute = { body: {} }) {
  const server = fakeFetch({ 'POST /api/verify-age': answer, 'GET /api/auth/user': { body: makeAuthUser() } });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AgeVerificationForm verification={UNVERIFIED} />
    </QueryClientProvider>,
  );
  return server;
}

const errorOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((ref) => ref.endsWith('-error'))
    .map((ref) => document.getElementById(ref)?.textContent);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
const toasts = (): ToastInput[] => toastSpy.mock.calls.map(([arg]) => arg as ToastInput);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12));
  toastSpy.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the age and location form', () => {
  it('names each missing field in the spec words and focuses the first', async () => {
    const server = open();
    verify();
    await waitFor(() => expect(errorOf('Date of Birth')).toEqual(['Please enter your date of birth']));
    expect(errorOf('State of Residence')).toEqual(['Please select your state of residence']);
    expect(errorOf('Country')).toEqual(['Please select your country']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Date of Birth')));
    expect(server.calls).toEqual([]);
  });

  it("refuses an under-18 birth date before sending: under the field and in an 'Age Requirement Not Met' toast", async () => {
    const server = open();
    fill('Date of Birth', '2010-01-01');
    fill('State of Residence', 'CA');
    fill('Country', 'US');
    verify();
    await waitFor(() => expect(errorOf('Date of Birth')).toEqual([UNDERAGE_MESSAGE]));
    expect(toasts()).toEqual([{ title: UNDERAGE_TITLE, description: UNDERAGE_MESSAGE, variant: 'destructive' }]);
    expect(server.calls).toEqual([]);
  });

  it("puts the server's issues under their fields, focusing the first", async () => {
    const server = open({
      status: 400,
      body: { message: 'Invalid request', code: 'bad_request', issues: [{ path: ['residenceState'], message: 'State of residence must be one of the 50 states or DC' }] },
    });
    fill('Date of Birth', '1990-05-14');
    fill('State of Residence', 'CA');
    fill('Country', 'US');
    verify();
    await waitFor(() => expect(errorOf('State of Residence')).toEqual(['State of residence must be one of the 50 states or DC']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('State of Residence')));
    expect(server.callsTo('POST /api/verify-age')[0]?.body).toEqual({ dateOfBirth: '1990-05-14', residenceState: 'CA', residenceCountry: 'US' });
  });
});
