/**
 * The emoji that marks an owned square (spec section 4: "an emoji picked from the owner id"). Derived
 * from the id with FNV-1a, so every viewer sees the same emoji for the same player without the server
 * storing one.
 */
export const OWNER_EMOJIS = [
  '🏈', '🦅', '🐻', '🦁', '🐯', '🐺', '🦈', '🐬', '🦬', '🐎', '🐏', '🦊', '🐝', '🦉', '🐙', '🦖',
  '🚀', '⚡', '🔥', '🌟', '🍀', '🎯', '🏆', '💎', '🎸', '🌵', '🍕', '🌮', '🧢', '🎲', '🛡️', '👑',
] as const;

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function ownerEmoji(ownerId: string): string {
  return OWNER_EMOJIS[fnv1a(ownerId) % OWNER_EMOJIS.length]!;
}
