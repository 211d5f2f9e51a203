import type { ReactNode } from 'react';
import { CircleCheck, CircleX, ShieldAlert, ShieldCheck } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { compareSets, type DrawCheck, type DrawStage } from './draw-check';
import { AxisComparison, SetTitle } from './draw-digits';

// What the browser's check of the draw found: the verdict (announced when it arrives) and the detail.

function CheckLine({ label, ok }: { label: string; ok: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2.5">
      <span className="flex items-center gap-2 text-sm font-semibold">
        {ok ? <CircleCheck aria-hidden className="size-5 text-green-700" /> : <CircleX aria-hidden className="size-5 text-red-700" />}
        {label}
      </span>
      <span className={cn('text-sm font-extrabold', ok ? 'text-green-800' : 'text-red-800')}>{ok ? 'Yes' : 'No'}</span>
    </li>
  );
}

export function CheckResult({ check, stage }: { check: DrawCheck; stage: Extract<DrawStage, { kind: 'revealed' }> }) {
  if (check.status === 'error') return null;
  const { result } = check;
  const sets = compareSets(stage, result);
  const many = sets.length > 1;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        <CheckLine label="Commitment matches the seed" ok={result.commitmentMatches} />
        <CheckLine label={many ? `Digits match the board (all ${sets.length} sets)` : 'Digits match the board'} ok={result.digitsMatch} />
      </ul>
      {sets.map((set) => (
        <section key={set.domain} aria-label={set.title} className="grid gap-2">
          {many && <SetTitle title={set.title} domain={set.domain} ok={set.matches} />}
          <div className="grid gap-3 sm:grid-cols-2">
            <AxisComparison title="Columns (home team)" published={set.digits.columns} expected={set.expected.columns} />
            <AxisComparison title="Rows (away team)" published={set.digits.rows} expected={set.expected.rows} />
          </div>
        </section>
      ))}
    </div>
  );
}

export function Verdict({ check, busy }: { check: DrawCheck | null; busy: boolean }) {
  let content: ReactNode = null;
  if (busy) content = <p className="text-sm text-muted-foreground">Recomputing the draw…</p>;
  else if (check?.status === 'error') {
    content = (
      <div className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3.5 text-red-900">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-bold">The check could not run</p>
          <p className="text-sm">{check.message}</p>
        </div>
      </div>
    );
  } else if (check) {
    const { verdict } = check;
    content = (
      <div
        data-verdict={verdict.ok ? 'ok' : 'failed'}
        className={cn(
          'flex gap-3 rounded-lg border p-3.5',
          verdict.ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-700 bg-red-700 text-white',
        )}
      >
        {verdict.ok ? <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0" /> : <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />}
        <div>
          <p className="font-extrabold">{verdict.title}</p>
          <p className="text-sm">{verdict.detail}</p>
        </div>
      </div>
    );
  }
  // Always mounted, so screen readers announce the verdict when it arrives.
  return (
    <div role="status" aria-live="polite" aria-atomic="true" aria-label="Verification result">
      {content}
    </div>
  );
}
