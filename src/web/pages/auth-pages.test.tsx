import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../lib/auth-types';
import { AUTH_USER_QUERY_KEY } from '../lib/query-keys';
import AdminLoginPage from './admin-login';
import AgeVerificationPage from './age-verification';
import LoginPage from './login';
import SignOutPage from './sign-out';
import TestRegistrationPage from './test-registration';
import { makeAuthUser } from '../test-support/fixtures';

const PLAYER = makeAuthUser();

function render(Page: ComponentType, user: AuthUser | null = null): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(AUTH_USER_QUERY_KEY, user);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath="/">
        <Page />
      </Router>
    </QueryClientProvider>,
  );
}

/** The text of the <label> pointing at this id. */
function labelText(html: string, id: string): string | null {
  const match = new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '') ?? null;
}

function tagWithId(html: string, id: string): string {
  const match = new RegExp(`<(input|button)[^>]*id="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no control with id ${id}`);
  // HTML attribute names are case-insensitive; React writes some in camel case (autoComplete).
  return match[0].toLowerCase();
}

describe('/admin-login', () => {
  const html = render(AdminLoginPage);
  it('is a username and password form with the spec texts', () => {
    expect(html).toContain('Admin Sign In');
    expect(labelText(html, 'admin-username')).toBe('Username');
    expect(labelText(html, 'admin-password')).toBe('Password');
    expect(tagWithId(html, 'admin-username')).toContain('autocomplete="username"');
    expect(tagWithId(html, 'admin-password')).toContain('type="password"');
    expect(tagWithId(html, 'admin-password')).toContain('autocomplete="current-password"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Sign In<\/button>/);
    expect(html).toContain('href="/login"');
  });
  it('shows no credentials (DESIGN D6)', () => {
    expect(html).not.toMatch(/value="[^"]+"/);
    expect(html.toLowerCase()).not.toContain('default');
  });
  it('says who is signed in when someone is', () => {
    expect(render(AdminLoginPage, PLAYER)).toContain('Ada Lovelace');
  });
});

describe('/test-registration', () => {
  const html = render(TestRegistrationPage);
  it('has the four fields, the toggle and the button', () => {
    expect(html).toContain('Create an account');
    expect(labelText(html, 'register-firstName')).toBe('First Name');
    expect(labelText(html, 'register-lastName')).toBe('Last Name');
    expect(labelText(html, 'register-email')).toBe('Email');
    expect(labelText(html, 'register-password')).toBe('Password');
    expect(tagWithId(html, 'register-email')).toContain('type="email"');
    expect(tagWithId(html, 'register-password')).toContain('type="password"');
    expect(tagWithId(html, 'register-password')).toContain('autocomplete="new-password"');
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Show password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Create Account<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Already have an account\? Sign in<\/a>/);
  });
});

describe('/login', () => {
  const html = render(LoginPage);
  it('keeps the one button and adds the secondary registration link', () => {
    expect(html).toContain('Sign In to Play');
    expect(html).toContain('New users are registered automatically');
    expect(html).toMatch(/<a[^>]*href="\/test-registration"[^>]*>New here\? <span[^>]*>Create a local account<\/span><\/a>/);
  });
});

describe('/age-verification', () => {
  it('has the three fields and the Verify button, with the date capped 18 years back', () => {
    const html = render(AgeVerificationPage, PLAYER);
    expect(labelText(html, 'verify-dateOfBirth')).toBe('Date of Birth');
    expect(labelText(html, 'verify-residenceState')).toBe('State of Residence');
    expect(labelText(html, 'verify-residenceCountry')).toBe('Country');
    const date = tagWithId(html, 'verify-dateOfBirth');
    expect(date).toContain('type="date"');
    expect(date).toMatch(/max="\d{4}-\d{2}-\d{2}"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Verify<\/button>/);
    expect(html).toContain('Free pools');
    expect(html).not.toContain('verification-status-title');
  });
  it('shows the status card of a verified player', () => {
    const html = render(AgeVerificationPage, {
      ...PLAYER,
      verification: { status: 'verified', residenceState: 'NY', reason: null, checkedAt: '2026-03-03T15:00:00Z' },
      eligibleForPaidPlay: true,
    });
    expect(html).toContain('id="verification-status-title"');
    expect(html).toContain('Verified');
    expect(html).toContain('New York');
    expect(html).toContain('Moved?');
  });
  it('shows the reason of a refusal', () => {
    const html = render(AgeVerificationPage, {
      ...PLAYER,
      verification: {
        status: 'refused',
        residenceState: 'MA',
        reason: 'You must be at least 21 years old to play in Massachusetts.',
        checkedAt: null,
      },
    });
    expect(html).toContain('Not approved');
    expect(html).toContain('You must be at least 21 years old to play in Massachusetts.');
  });
});

describe('/sign-out (where a sign-out link from another site is confirmed)', () => {
  it('asks a signed-in player to confirm, with a way to stay signed in', () => {
    const html = render(SignOutPage, PLAYER);
    expect(html).toMatch(/<h1[^>]*>Sign out of Squares\?<\/h1>/);
    expect(html).toContain('Ada Lovelace');
    // The confirmation is a same-origin navigation to /api/logout: a link, as keyboards and screen readers know it.
    expect(html).toMatch(/<a[^>]*href="\/api\/logout"[^>]*>.*Sign out<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Stay signed in<\/a>/);
  });

  it('tells a visitor there is nothing to sign out of', () => {
    const html = render(SignOutPage);
    expect(html).toContain('You&#x27;re signed out');
    expect(html).not.toContain('/api/logout');
    expect(html).toMatch(/href="\/login"/);
  });
});
