import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JWK } from 'oidc-provider';

/**
 * The embedded issuer's secrets, generated on first start and kept in DATA_DIR so sign-ins and tokens
 * survive restarts: the RSA key that signs ID tokens, the keys that sign its cookies, and the secret of
 * its one client (this app).
 */
export interface IssuerKeys {
  jwks: JWK[];
  cookieKeys: string[];
  clientSecret: string;
}

export function loadOrCreateIssuerKeys(dataDir: string): IssuerKeys {
  const file = path.join(dataDir, 'oidc-issuer-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as IssuerKeys;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK;
  const keys: IssuerKeys = {
    jwks: [jwk],
    cookieKeys: [randomBytes(32).toString('base64url')],
    clientSecret: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': when two processes start at once, the first writer wins and the other reads its keys.
    writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as IssuerKeys;
  }
}
