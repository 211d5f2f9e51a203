/**
 * The printed board's PDF: the paper sizes it comes in, its address and its file name, shared
 * by the print view's Download PDF button and the server that makes it.
 */

/** ISO A4 and US Letter, portrait: the print view fits one page of either. */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const DEFAULT_PAPER: PaperSize = 'a4';

export const PAPER_LABELS: Record<PaperSize, string> = { a4: 'A4', letter: 'US Letter' };

/** GET /api/pools/{id}/board.pdf?paper=… */
export function boardPdfPath(poolId: number, paper: PaperSize): string {
  return `/api/pools/${poolId}/board.pdf?paper=${paper}`;
}

/** "squares-office-pool-a4.pdf": the pool's name in lowercase ASCII words, so any system saves it as is. */
export function boardPdfFileName(pool: { id: number; name: string }, paper: PaperSize): string {
  const words = pool.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `squares-${words || `pool-${pool.id}`}-${paper}.pdf`;
}

/**
 * The paper a browser's language suggests: US Letter where it is the standard size (the US, Canada,
 * Mexico, the Philippines, Chile, Colombia, Venezuela), A4 everywhere else.
 */
export function paperForLocale(locale: string | undefined): PaperSize {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return region !== undefined && ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE'].includes(region) ? 'letter' : DEFAULT_PAPER;
}
