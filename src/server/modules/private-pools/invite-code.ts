import { randomBytes } from 'node:crypto';
import { formatInviteCode, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../../domain/invite-code';

export { normalizeInviteCode } from '../../../domain/invite-code';

export function newInviteCode(): string {
  const bytes = randomBytes(INVITE_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += INVITE_CODE_ALPHABET[byte & 31];
  return formatInviteCode(code);
}
