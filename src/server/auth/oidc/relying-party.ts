import * as client from 'openid-client';
import type { CustomFetch } from 'openid-client';

/**
 * This app as an OpenID Connect client (openid-client): authorization code flow with PKCE, state and
 * nonce. Works with any issuer by discovery; the issuer's metadata is fetched once and cached (a failed
 * discovery is retried on the next sign-in).
 */
export interface RelyingPartyOptions {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  /** Ask the issuer to authenticate the user again (the embedded issuer: no silent re-sign-in). */
  forceLogin: boolean;
  fetch?: CustomFetch;
}

export interface PendingLogin {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

export class RelyingParty {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly options: RelyingPartyOptions) {}

  get issuerUrl(): string {
    return this.options.issuerUrl;
  }

  private discover(): Promise<client.Configuration> {
    const { issuerUrl, clientId, clientSecret } = this.options;
    const insecure = issuerUrl.startsWith('http://');
    this.configuration ??= client
      .discovery(
        new URL(issuerUrl),
        clientId,
        undefined,
        clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
        {
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
          ...(this.options.fetch ? { [client.customFetch]: this.options.fetch } : {}),
        },
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** The issuer URL to send the browser to, and the secrets to keep until the callback. */
  async beginLogin(): Promise<{ url: URL; pending: PendingLogin }> {
    const config = await this.discover();
    const pending: PendingLogin = {
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      ...(this.options.forceLogin ? { prompt: 'login' } : {}),
    });
    return { url, pending };
  }

  /** Completes the flow at the callback: checks state, nonce, PKCE and the ID token; returns its claims. */
  async completeLogin(callbackUrl: URL, pending: PendingLogin): Promise<IdentityClaims> {
    const config = await this.discover();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
    return {
      issuer: String(claims.iss),
      subject: String(claims.sub),
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      picture: text(claims.picture),
    };
  }
}
