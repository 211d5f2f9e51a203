// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { makeAuthUser } from '../../test-support/fixtures';
import { RegistrationForm } from './registration-form';

vi.mock('../../lib/toast/use-toast', () => ({ toast: vi.fn() }));

function openAt(path: string, answer: FakeRoute = { status: 201, body: { user: makeAuthUser() } }) {
  const user = makeAuthUser();
  const server = fakeFetch({ 'POST /api/auth/register': answer, 'GET /api/auth/user': { body: user } });
  vi.stubGlobal('fetch', server.fetch);
  const memory = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <RegistrationForm />
      </Router>
    </QueryClientProvider>,
  );
  return { server, memory };
}

function registerAt(path: string, answer?: FakeRoute) {
  const opened = openAt(path, answer);
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ivy' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ivy@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  return opened;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registration, then where the visitor was going', () => {
  it("comes back to an invitation's join link (returnTo) once the account exists", async () => {
    const { server, memory } = registerAt('/test-registration?returnTo=%2Fjoin%2FABCD-EFGH-JKMNP');
    await waitFor(() => expect(server.callsTo('POST /api/auth/register')).toHaveLength(1));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/join/ABCD-EFGH-JKMNP'));
  });

  it('goes to the dashboard without a returnTo, or when it is not a same-site path', async () => {
    const first = registerAt('/test-registration');
    await waitFor(() => expect(first.memory.history.at(-1)).toBe('/'));
    cleanup();
    const second = registerAt('/test-registration?returnTo=%2F%2Fevil.example.com');
    await waitFor(() => expect(second.memory.history.at(-1)).toBe('/'));
  });

  it.each(['/%09/evil.example', '/%0A/evil', '/%5Cevil', '%2F%2Fevil', 'https%3A%2F%2Fevil.example', '/%252F%252Fevil', '%2Fapi%2Fme'])(
    'lands on the dashboard for returnTo=%s, as sign-in would',
    async (returnTo) => {
      const { memory } = registerAt(`/test-registration?returnTo=${returnTo}`);
      await waitFor(() => expect(memory.history.at(-1)).toBe('/'));
    },
  );

  it('keeps the query and fragment of a page of this site', async () => {
    const { memory } = registerAt(`/test-registration?returnTo=${encodeURIComponent('/pools/12?x=1#y')}`);
    await waitFor(() => expect(memory.history.at(-1)).toBe('/pools/12?x=1#y'));
  });
});

describe('registration errors', () => {
  const errorOf = (label: string) => {
    const ids = (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ').filter((ref) => ref.endsWith('-error'));
    return ids.map((ref) => document.getElementById(ref)?.textContent);
  };

  it('checks by the shared schema before sending, focusing the first field in error', async () => {
    const { server } = openAt('/test-registration');
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ivy@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf('Password')).toEqual(['Password must be at least 8 characters']));
    expect(errorOf('First Name')).toEqual(['First name is required']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First Name')));
    expect(server.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it("a taken e-mail comes back on the e-mail field, focused", async () => {
    registerAt('/test-registration', { status: 409, body: { message: 'An account with this email already exists', code: 'email_taken' } });
    await waitFor(() => expect(errorOf('Email')).toEqual(['An account with this email already exists']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', false);
  });

  it("the server's issues land on their fields", async () => {
    registerAt('/test-registration', {
      status: 400,
      body: { message: 'Invalid request', code: 'bad_request', issues: [{ path: ['password'], message: 'Password must be at most 256 characters' }] },
    });
    await waitFor(() => expect(errorOf('Password')).toEqual(['Password must be at most 256 characters']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });
});
