/**
 * Passkeys in the browser (WebAuthn through @simplewebauthn/browser). The library is loaded only when a
 * passkey is actually made or used, so no page pays for it up front (the JavaScript budgets).
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiJson } from './api';

/** Whether this browser can make and use passkeys at all (a secure context with WebAuthn). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/** Asks the server for options, lets the browser (or the security key) make a passkey, and returns its answer. */
export async function createPasskey(optionsUrl: string): Promise<unknown> {
  const [{ startRegistration }, { options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiJson<{ options: PublicKeyCredentialCreationOptionsJSON }>('POST', optionsUrl),
  ]);
  return startRegistration({ optionsJSON: options });
}

/** Asks the server for a challenge and lets the browser answer it with one of the account's passkeys. */
export async function assertPasskey(optionsUrl: string): Promise<unknown> {
  const [{ startAuthentication }, { options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiJson<{ options: PublicKeyCredentialRequestOptionsJSON }>('POST', optionsUrl),
  ]);
  return startAuthentication({ optionsJSON: options });
}

/**
 * What to tell a person whose browser refused or gave up (they closed the prompt, the time ran out,
 * no passkey of this account is on the device): the browser's own errors are not meant for people.
 */
export function passkeyFailureMessage(error: unknown): string | null {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey request was cancelled or timed out. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (name === 'SecurityError') return 'Passkeys need this site to be opened at its own address (https, or localhost).';
  if (name === 'NotSupportedError') return "This browser can't use passkeys here.";
  return null;
}
