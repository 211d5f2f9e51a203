// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoute } from '../../test-support/fake-fetch';
import { makeAuthUser } from '../../test-support/fixtures';
import { renderAt } from '../../test-support/render-route';
import { AdminLoginForm } from './admin-login-form';

vi.mock('../../lib/toast/use-toast', () => ({ toast: vi.fn() }));

const ADMIN = makeAuthUser({ isAdmin: true });
const MFA_REQUIRED = { status: 401, body: { message: 'Enter the 6-digit code...', code: 'mfa_required' } };

function signIn(routes: Record<string, FakeRoute>, options: { secondStepFirst?: boolean } = {}) {
  const { server, memory } = renderAt('/admin-login', <AdminLoginForm secondStepFirst={options.secondStepFirst ?? false} />, {
    'GET /api/auth/user': { body: ADMIN },
    ...routes,
  });
  if (!options.secondStepFirst) {
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }
  return { server, memory };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin sign-in with a second factor', () => {
  it('asks for the code after mfa_required, focused, and sends it for the pending sign-in without the password', async () => {
    const { server, memory } = signIn({ 'POST /api/admin/login': MFA_REQUIRED, 'POST /api/admin/login/code': { body: { user: ADMIN } } });
    const code = await screen.findByLabelText('Code');
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByLabelText('Password')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code from your authenticator app, or a recovery code.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/login/code')).toEqual([expect.objectContaining({ body: { code: '123 456' } })]));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/'));
  });

  it("shows a refused code under the field, and starts over when the pending sign-in is gone", async () => {
    signIn({
      'POST /api/admin/login': MFA_REQUIRED,
      'POST /api/admin/login/code': (_body, calls) =>
        calls === 1
          ? { status: 401, body: { message: "That code didn't work.", code: 'mfa_invalid' } }
          : { status: 401, body: { message: 'Your sign-in took too long.', code: 'mfa_expired' } },
    });
    const code = await screen.findByLabelText('Code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText("That code didn't work.")).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('opens on the second step when the identity provider sent the admin, and goes to /profile when enrolment is required', async () => {
    const { memory } = signIn(
      { 'POST /api/admin/login/code': { body: { user: { ...ADMIN, mustEnrolSecondFactor: true } } } },
      { secondStepFirst: true },
    );
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'abcd-efgh-jkmn-pqrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/profile'));
  });
});
