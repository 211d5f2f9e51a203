import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { inProcessFetch } from './oidc/in-process-fetch';
import { RelyingParty } from './oidc/relying-party';
import { loadOrCreateIssuerKeys } from './local-issuer/keys';
import { callbackUrl, createLocalIssuer, LOCAL_CLIENT_ID, localIssuerUrl } from './local-issuer/provider';
import { registerLocalIssuer } from './local-issuer/routes';

export interface IdentitySetup {
  relyingParty: RelyingParty;
  embeddedIssuer: boolean;
}

/**
 * Sign-in wiring (DESIGN.md section 1): an external OpenID Connect issuer when OIDC_ISSUER_URL is set,
 * otherwise the embedded local issuer mounted under /oidc with this app as its client.
 */
export async function setUpIdentity(app: FastifyInstance, config: Config, db: Db, clock: () => Date): Promise<IdentitySetup> {
  const redirectUri = callbackUrl(config.publicUrl);
  if (config.oidc) {
    const { issuerUrl, clientId, clientSecret } = config.oidc;
    return {
      relyingParty: new RelyingParty({ issuerUrl, clientId, clientSecret, redirectUri, forceLogin: false }),
      embeddedIssuer: false,
    };
  }
  const keys = loadOrCreateIssuerKeys(config.dataDir);
  const provider = createLocalIssuer({ publicUrl: config.publicUrl, db, clock, keys });
  await registerLocalIssuer(app, provider);
  return {
    relyingParty: new RelyingParty({
      issuerUrl: localIssuerUrl(config.publicUrl),
      clientId: LOCAL_CLIENT_ID,
      clientSecret: keys.clientSecret,
      redirectUri,
      // Signing out of the app must really sign out: the local issuer always asks for the password.
      forceLogin: true,
      fetch: inProcessFetch(app, new URL(config.publicUrl).origin),
    }),
    embeddedIssuer: true,
  };
}
