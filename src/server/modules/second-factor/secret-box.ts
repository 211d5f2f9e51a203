import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are sealed at rest (AES-256-GCM) with a key derived from SESSION_SECRET, so the
 * database alone (a pg_dump, a copied backup of PostgreSQL, a query that reads a table it should not)
 * cannot mint an admin's codes: the key lives in the configuration, apart from the data. The cost: a
 * new SESSION_SECRET leaves existing authenticator apps unreadable, and their admins sign in with a
 * passkey or a recovery code and enrol the app again (the failure is logged). The sealed text is bound
 * to its owner's user id (GCM's associated data), so it cannot be copied onto another admin's row.
 */
const VERSION = 'v1';

function keyFrom(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'squares', 'admin totp secret v1', 32));
}

export function sealSecret(sessionSecret: string, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(sessionSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The secret, or null when it was sealed under another SESSION_SECRET, for another user, or tampered with. */
export function openSecret(sessionSecret: string, userId: string, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
