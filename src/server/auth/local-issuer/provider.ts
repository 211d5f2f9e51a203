import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { databaseAdapter } from './adapter';
import type { IssuerKeys } from './keys';
import { renderIssuerMessagePage } from './sign-in-view';

/** Where the embedded issuer is mounted, and the id of its only client: this app. */
export const LOCAL_ISSUER_PATH = '/oidc';
export const LOCAL_CLIENT_ID = 'squares-web';
export const ISSUER_CSS_PATH = `${LOCAL_ISSUER_PATH}-assets/sign-in.css`;

export interface LocalIssuerOptions {
  publicUrl: string;
  db: Db;
  clock: () => Date;
  keys: IssuerKeys;
}

export const localIssuerUrl = (publicUrl: string) => `${publicUrl}${LOCAL_ISSUER_PATH}`;
export const callbackUrl = (publicUrl: string) => `${publicUrl}/api/callback`;

/**
 * The built-in OpenID Connect issuer (oidc-provider), used when no external issuer is configured. It is
 * a real issuer: authorization code + PKCE, signed ID tokens, discovery, JWKS. Its only client is this
 * app, pre-approved, so there is no consent screen; people sign in with their local accounts.
 */
export function createLocalIssuer({ publicUrl, db, clock, keys }: LocalIssuerOptions): Provider {
  const secure = publicUrl.startsWith('https://');
  const configuration: Configuration = {
    adapter: databaseAdapter(db, clock),
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: keys.clientSecret,
        redirect_uris: [callbackUrl(publicUrl)],
        post_logout_redirect_uris: [`${publicUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: keys.jwks },
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, secure, sameSite: 'lax' },
      short: { signed: true, secure, sameSite: 'lax' },
    },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    // The app reads the profile from the ID token; there is no separate userinfo call to make.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_ISSUER_PATH}/interaction/${interaction.uid}` },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 300,
      IdToken: 300,
      Interaction: 900,
      Session: 600,
      Grant: 600,
    },
    findAccount: async (_ctx, sub) => {
      const [user] = await db.select().from(users).where(eq(users.id, sub));
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email ?? undefined,
          // Local accounts prove nothing about their e-mail address (no mail round trip yet).
          email_verified: false,
          given_name: user.firstName ?? undefined,
          family_name: user.lastName ?? undefined,
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined,
          picture: user.profileImageUrl ?? undefined,
        }),
      };
    },
    // The app is the only, first-party client: every sign-in is granted the scopes it asks for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderIssuerMessagePage({
        title: 'Sign-in could not continue',
        message: String(out.error_description ?? out.error ?? 'The sign-in request was not valid. Please start again.'),
        cssHref: ISSUER_CSS_PATH,
        homeUrl: '/',
      });
    },
  };
  const provider = new Provider(localIssuerUrl(publicUrl), configuration);
  // Protocol and host come from X-Forwarded-* (set by our in-process client and by proxies).
  provider.proxy = true;
  return provider;
}
