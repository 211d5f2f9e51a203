/**
 * The shape of a private pool's invite code (D11), shared by the server that makes and checks codes and
 * the "Have an invite code?" field that takes one typed by hand.
 */

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives. */
export const INVITE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 13 symbols x 5 bits = 65 random bits (D11: at least 64), shown as XXXX-XXXX-XXXXX. */
export const INVITE_CODE_LENGTH = 13;

/** The code as shown: XXXX-XXXX-XXXXX. */
export function formatInviteCode(symbols: string): string {
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/** What a person may type: any case, spaces or dashes anywhere, O for 0 and I/L for 1 (Crockford). Null when it cannot be a code. */
export function normalizeInviteCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (cleaned.length !== INVITE_CODE_LENGTH || [...cleaned].some((c) => !INVITE_CODE_ALPHABET.includes(c))) return null;
  return formatInviteCode(cleaned);
}
