/**
 * Who this site is to a passkey: the relying party id is PUBLIC_URL's host name and the origin its
 * origin, so a passkey made here works only on this site, and an assertion made for a look-alike
 * site (another origin) is refused. WebAuthn wants a domain name: `localhost` works over http, an IP
 * address does not (browsers refuse it as a relying party id).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Squares' };
}
