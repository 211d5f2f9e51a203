import { DRAW_ALGORITHM_DESCRIPTION } from '../../../../domain/draw';
import { paragraphs } from './draw-check';

const STEPS = paragraphs(DRAW_ALGORITHM_DESCRIPTION);

/** The draw's algorithm, step by step: open before the draw, folded away after it. */
export function HowItWorks({ open }: { open: boolean }) {
  return (
    <details open={open} className="group rounded-lg border border-border">
      <summary className="cursor-pointer list-none px-3.5 py-3 text-sm font-bold marker:hidden [&::-webkit-details-marker]:hidden">
        <span className="flex items-center justify-between gap-2">
          How the draw works
          <span aria-hidden className="text-xs font-semibold text-muted-foreground group-open:hidden">Show</span>
          <span aria-hidden className="hidden text-xs font-semibold text-muted-foreground group-open:inline">Hide</span>
        </span>
      </summary>
      <ol className="grid gap-3 border-t border-border px-3.5 py-3">
        {STEPS.map((text, i) => (
          <li key={i} className="flex gap-3 text-sm leading-relaxed text-ink-800">
            <span aria-hidden className="grid size-6 shrink-0 place-items-center rounded-full bg-turf-50 text-xs font-bold text-turf-800">
              {i + 1}
            </span>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
