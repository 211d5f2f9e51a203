/**
 * Whether this browser draws colour emoji. Many systems have no emoji font and draw an empty box
 * instead, so emoji are decoration only, shown where this says they render. Measured once: an emoji
 * drawn in black on a canvas comes out in colour only when a colour-emoji font drew it (a missing glyph's
 * box, or a black-and-white emoji font, stays black).
 */
let renders: boolean | undefined;

function measure(): boolean {
  if (typeof OffscreenCanvas === 'undefined') return false;
  try {
    const size = 24;
    const context = new OffscreenCanvas(size, size).getContext('2d', { willReadFrequently: true });
    if (!context) return false;
    context.font = `${size - 4}px sans-serif`;
    context.textBaseline = 'top';
    context.fillStyle = '#000000';
    context.fillText('\u{1F98A}', 0, 0);
    const { data } = context.getImageData(0, 0, size, size);
    for (let i = 0; i < data.length; i += 4) {
      const [red, green, blue, alpha] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      if (alpha > 64 && Math.max(red, green, blue) - Math.min(red, green, blue) > 48) return true;
    }
    return false;
  } catch {
    return false;
  }
}

export function colorEmojiRenders(): boolean {
  renders ??= measure();
  return renders;
}
