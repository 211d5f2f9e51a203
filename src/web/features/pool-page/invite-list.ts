/**
 * The invite box's addresses, checked like the server checks them (inviteEmailSchema). Loaded with the
 * organizer's invite form: zod is not part of the pool page's first load.
 */
import { inviteEmailSchema } from '../../../domain/schemas/private-pool';

/** The addresses typed into the invite box (separated by commas, semicolons or spaces), or the first bad one. */
export function parseInviteList(text: string): { emails: string[] } | { invalid: string } {
  const emails: string[] = [];
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const parsed = inviteEmailSchema.safeParse(part);
    if (!parsed.success) return { invalid: part };
    if (!emails.includes(parsed.data)) emails.push(parsed.data);
  }
  return { emails };
}
