/**
 * The emoji that marks an owned square (spec section 4: "an emoji picked from the owner id"). Derived
 * from the id with FNV-1a, so every viewer sees the same emoji for the same player without the server
 * storing one.
 */
export const OWNER_EMOJIS = [
  '🏈', '🦅', '🐻', '🦁', '🐯', '🐺', '🦈', '🐬', '🦬', '🐎', '🐏', '🦊', '🐝', '🦉', '🐙', '🦖',
  '🚀', '⚡', '🔥', '🌟', '🍀', '🎯', '🏆', '💎', '🎸', '🌵', '🍕', '🌮', '🧢', '🎲', '🛡️', '👑',
] as const;

export type OwnerEmoji = (typeof OWNER_EMOJIS)[number];

/**
 * What a screen reader says for each emoji (the board's square names): a short word of
 * our own rather than the reader's Unicode name, so every reader tells the same owners apart the same way.
 */
export const OWNER_EMOJI_NAMES: Record<OwnerEmoji, string> = {
  '🏈': 'football', '🦅': 'eagle', '🐻': 'bear', '🦁': 'lion', '🐯': 'tiger', '🐺': 'wolf', '🦈': 'shark', '🐬': 'dolphin',
  '🦬': 'bison', '🐎': 'horse', '🐏': 'ram', '🦊': 'fox', '🐝': 'bee', '🦉': 'owl', '🐙': 'octopus', '🦖': 'dinosaur',
  '🚀': 'rocket', '⚡': 'lightning', '🔥': 'fire', '🌟': 'star', '🍀': 'clover', '🎯': 'target', '🏆': 'trophy', '💎': 'diamond',
  '🎸': 'guitar', '🌵': 'cactus', '🍕': 'pizza', '🌮': 'taco', '🧢': 'cap', '🎲': 'dice', '🛡️': 'shield', '👑': 'crown',
};

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function ownerEmoji(ownerId: string): OwnerEmoji {
  return OWNER_EMOJIS[fnv1a(ownerId) % OWNER_EMOJIS.length]!;
}

/** The spoken word for an owner's emoji ("fox"). */
export function ownerEmojiName(ownerId: string): string {
  return OWNER_EMOJI_NAMES[ownerEmoji(ownerId)];
}
