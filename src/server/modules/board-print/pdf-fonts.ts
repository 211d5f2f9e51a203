import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The PDF's fonts, embedded (and subset by PDFKit to the letters used): DejaVu Sans, because PDF's
 * built-in Helvetica only encodes Windows-1252, and guests' and pools' names are any language. The
 * condensed cut fits owners' names into the squares. Read once per process.
 */
const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  condensed: 'DejaVuSansCondensed.ttf',
  condensedBold: 'DejaVuSansCondensed-Bold.ttf',
} as const;

export type PdfFont = keyof typeof FILES;

let loaded: Record<PdfFont, Buffer> | null = null;

export function pdfFonts(): Record<PdfFont, Buffer> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    loaded = { regular: read(FILES.regular), bold: read(FILES.bold), condensed: read(FILES.condensed), condensedBold: read(FILES.condensedBold) };
  }
  return loaded;
}
