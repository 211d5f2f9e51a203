/**
 * The invite box's addresses, checked like the server checks them (inviteEmailSchema). Loaded with the
 * organizer's invite form: zod is not part of the pool page's first load.
 */
import { inviteEmailSchema } from '../../../../domain/schemas/private-pool';

/** What is typed into the invite box, split where commas, semicolons or spaces separate the addresses. */
export function inviteListParts(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** The addresses typed into the invite box, or the first bad one. */
export function parseInviteList(text: string): { emails: string[] } | { invalid: string } {
  const emails: string[] = [];
  for (const part of inviteListParts(text)) {
    const parsed = inviteEmailSchema.safeParse(part);
    if (!parsed.success) return { invalid: part };
    if (!emails.includes(parsed.data)) emails.push(parsed.data);
  }
  return { emails };
}
