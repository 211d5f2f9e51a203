import { useState } from 'react';
import { Link } from 'wouter';
import { ChevronLeft, FileDown, Printer } from 'lucide-react';
import { PAPER_LABELS, PAPER_SIZES, boardPdfPath, paperForLocale, type PaperSize } from '../../../domain/board-pdf';
import { poolPagePath } from '../../../domain/pool-links';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';

/** Two sizes: native radio buttons, which the keyboard (arrows) and screen readers know as a group. */
function PaperChoice({ paper, onChange }: { paper: PaperSize; onChange: (paper: PaperSize) => void }) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-xs font-semibold text-muted-foreground">PDF paper size</legend>
      <div className="flex rounded-lg border border-input bg-card p-0.5 shadow-xs">
        {PAPER_SIZES.map((size) => (
          <label
            key={size}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-muted-foreground transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring/60',
              size === paper && 'bg-ink-900 text-white',
            )}
          >
            <input type="radio" name="pdf-paper" value={size} checked={size === paper} onChange={() => onChange(size)} className="sr-only" />
            {PAPER_LABELS[size]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What the print view offers on screen (never on paper): back to the pool, print, or the PDF on a chosen paper. */
export function PrintToolbar({ poolId }: { poolId: number }) {
  // The PDF's paper: the one the browser's language suggests, which the person may change.
  const [paper, setPaper] = useState<PaperSize>(() => paperForLocale(navigator.language));
  return (
    <div className="flex flex-col gap-4 print:hidden">
      <Link
        href={poolPagePath(poolId)}
        className="-ml-1 inline-flex w-fit items-center gap-1 rounded-md px-1 py-1 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground"
      >
        <ChevronLeft aria-hidden className="size-4" />
        Back to the pool
      </Link>
      <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <p className="text-base font-extrabold tracking-tight">Print the board</p>
          <p className="max-w-prose text-sm text-muted-foreground">
            One page of A4 or US Letter, portrait: the board, its rules, a box per period for the results and a QR code to join.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
          <PaperChoice paper={paper} onChange={setPaper} />
          <Button asChild variant="outline">
            <a href={boardPdfPath(poolId, paper)} download>
              <FileDown aria-hidden />
              Download PDF
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
