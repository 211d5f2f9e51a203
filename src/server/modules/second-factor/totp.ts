import { Secret, TOTP as Totp } from 'otpauth';
import { TOTP, TOTP_WINDOW, totpStepAt } from '../../../domain/second-factor';

/** RFC 6238 through otpauth: a new secret, its otpauth:// URI for the QR code, and checking a code. */

export function newTotpSecret(): string {
  return new Secret({ size: TOTP.secretBytes }).base32;
}

function totpOf(secret: string, account = 'admin', issuer = 'Squares'): Totp {
  return new Totp({
    issuer,
    label: account,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** otpauth://totp/Squares:ops-admin%40squares.example.com?secret=…&issuer=Squares… */
export function totpUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/** The time step a right code belongs to (one either side of now is accepted), or null. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStepAt(now) + delta;
}

/** The code of an instant (tests and the e2e act as the authenticator app with it). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}
