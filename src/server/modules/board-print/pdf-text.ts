/**
 * Text as the PDF's font can draw it. The board's font (DejaVu Sans) covers Latin, Greek, Cyrillic and
 * many symbols, but no colour emoji: a pool called "🏈 Office Squares" prints as "Office Squares" rather
 * than with an empty box. Emoji sequences go whole (joiners, variation selectors, skin tones, flags, keycaps).
 */
// Pictographs, flags and skin tones (U+1F000-1FAFF), tag characters, the zero-width joiner, variation
// selectors and the keycap mark: each its own alternative, so no sequence is misread as one character.
const EMOJI = /[\u{1F000}-\u{1FAFF}]|[\u{E0020}-\u{E007F}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu;

export function pdfText(text: string): string {
  return text.replace(EMOJI, '').replace(/\s+/g, ' ').trim();
}
