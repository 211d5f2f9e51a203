import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { compareAxis, publishedSets, type DrawStage } from './draw-check';

// The draw's digits in the Verify draw dialog: as published, and set against those recomputed in the browser.

function DigitRow({ label, digits, wrong }: { label: string; digits: readonly (number | null)[]; wrong?: readonly boolean[] }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-semibold text-muted-foreground">{label}</p>
      <ol aria-label={label} className="grid grid-cols-10 gap-1">
        {digits.map((d, i) => (
          <li
            key={i}
            className={cn(
              'grid h-8 place-items-center rounded-md border text-sm font-black tabular',
              wrong?.[i] ? 'border-red-400 bg-red-50 text-red-800' : 'border-border bg-card text-ink-900',
            )}
          >
            {d ?? '–'}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function AxisComparison({ title, published, expected }: { title: string; published: readonly number[]; expected: readonly number[] }) {
  const rows = compareAxis(published, expected);
  const wrong = rows.map((r) => !r.same);
  return (
    <div className="grid gap-2 rounded-lg border border-border p-3">
      <p className="text-sm font-bold">{title}</p>
      <DigitRow label="Published" digits={rows.map((r) => r.published)} />
      <DigitRow label="Recomputed in your browser" digits={rows.map((r) => r.expected)} wrong={wrong} />
    </div>
  );
}

export function SetTitle({ title, domain, ok }: { title: string; domain: string; ok?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <p className="flex items-center gap-1.5 text-sm font-bold">
        {ok !== undefined &&
          (ok ? <CircleCheck aria-label="Matches" className="size-4 text-green-700" /> : <CircleX aria-label="Does not match" className="size-4 text-red-700" />)}
        {title}
      </p>
      <p className="font-mono text-[11px] text-muted-foreground">
        HMAC domain <span className="font-semibold text-ink-800">{domain}</span>
      </p>
    </div>
  );
}

/** The published numbers: the game's one set, or every period's set with the domain text that drew it. */
export function PublishedDigits({ stage }: { stage: Extract<DrawStage, { kind: 'revealed' }> }) {
  const sets = publishedSets(stage);
  if (sets.length === 1) {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <DigitRow label="Column digits (home team)" digits={stage.digits.columns} />
        <DigitRow label="Row digits (away team)" digits={stage.digits.rows} />
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-800">New numbers each period: one set per period, each drawn from the same seed and final board with its own HMAC domain.</p>
      {sets.map((set) => (
        <div key={set.domain} className="grid gap-2 rounded-lg border border-border p-3">
          <SetTitle title={set.title} domain={set.domain} />
          <div className="grid gap-3 sm:grid-cols-2">
            <DigitRow label={`${set.title}: column digits (home team)`} digits={set.digits.columns} />
            <DigitRow label={`${set.title}: row digits (away team)`} digits={set.digits.rows} />
          </div>
        </div>
      ))}
    </div>
  );
}
