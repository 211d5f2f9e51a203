// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-route';
import { AdminLoginForm } from './admin-login-form';

vi.mock('../../lib/toast/use-toast', () => ({ toast: vi.fn() }));

const open = () => renderAt('/admin-login', <AdminLoginForm />, {}).server;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin sign-in form', () => {
  it("says 'Username and password are required' once, marks the empty fields and focuses the first", async () => {
    const server = open();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const message = await screen.findByText('Username and password are required');
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(username));
    for (const field of [username, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(message.parentElement!.id);
    }
    expect(server.calls).toEqual([]);

    fireEvent.change(username, { target: { value: 'ops' } });
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBeNull());
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Username and password are required')).toBeTruthy();
  });
});
