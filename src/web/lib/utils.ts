import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merge class names, letting later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** "Ada Lovelace" -> "AL"; falls back to the e-mail's first letter, then "?". */
export function initials(firstName: string | null, lastName: string | null, email?: string | null): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  if (letters) return letters;
  const fromEmail = email?.trim().charAt(0).toUpperCase();
  return fromEmail || '?';
}

/** "Ada Lovelace"; empty parts are skipped. */
export function fullName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
