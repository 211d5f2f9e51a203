import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const USER = '6f1c1b8e-2f0a-4c55-9d59-7c7d2a1b0e11';

describe('sealed TOTP secrets', () => {
  it('opens what it sealed, and the sealed text does not show the secret', () => {
    const sealed = sealSecret(SECRET, USER, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toBe(sealSecret(SECRET, USER, 'JBSWY3DPEHPK3PXP'));
    expect(openSecret(SECRET, USER, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('does not open under another SESSION_SECRET, for another user, or once tampered with', () => {
    const sealed = sealSecret(SECRET, USER, 'JBSWY3DPEHPK3PXP');
    expect(openSecret(`${SECRET}-rotated`, USER, sealed)).toBeNull();
    expect(openSecret(SECRET, '00000000-0000-4000-8000-000000000000', sealed)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(openSecret(SECRET, USER, [version, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(openSecret(SECRET, USER, 'JBSWY3DPEHPK3PXP')).toBeNull();
  });
});
