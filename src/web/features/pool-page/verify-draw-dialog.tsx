import { useState, type ReactNode } from 'react';
import { CircleCheck, CircleX, Lock, ShieldAlert, ShieldCheck } from 'lucide-react';
import { boardGeometry } from '../../../domain/board-geometry';
import { DRAW_ALGORITHM_DESCRIPTION, ownershipList } from '../../../domain/draw';
import type { Pool, Square } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import type { LazyDialogProps } from '../../components/ui/lazy-dialog';
import { cn } from '../../lib/utils';
import { buildOwners, checkDraw, compareAxis, compareSets, drawStage, paragraphs, publishedSets, type DrawCheck, type DrawStage } from './draw-check';

const STEPS = paragraphs(DRAW_ALGORITHM_DESCRIPTION);

function SectionTitle({ children }: { children: ReactNode }) {
  return <h3 className="text-xs font-bold tracking-[0.12em] text-muted-foreground uppercase">{children}</h3>;
}

function HashValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold">{label}</p>
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
      </div>
      <p className="rounded-md bg-muted px-2.5 py-2 font-mono text-xs leading-relaxed break-all text-ink-800" data-testid={`draw-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </p>
    </div>
  );
}

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

function AxisComparison({ title, published, expected }: { title: string; published: readonly number[]; expected: readonly number[] }) {
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

function SetTitle({ title, domain, ok }: { title: string; domain: string; ok?: boolean }) {
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

function CheckResult({ check, stage }: { check: DrawCheck; stage: Extract<DrawStage, { kind: 'revealed' }> }) {
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

/** The published numbers: the game's one set, or every period's set with the domain text that drew it. */
function PublishedDigits({ stage }: { stage: Extract<DrawStage, { kind: 'revealed' }> }) {
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

function Verdict({ check, busy }: { check: DrawCheck | null; busy: boolean }) {
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

function HowItWorks({ open }: { open: boolean }) {
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

export type VerifyDrawProps = {
  pool: Pool;
  /** The board's sold squares; null while they load. */
  squares: readonly Square[] | null;
};

/**
 * "Verify draw" (DESIGN D4): the published commitment, the revealed seed and digits, and a check run
 * in the viewer's own browser that the seed matches the commitment and, with the final board,
 * reproduces the digits. Before the draw only the commitment is public. Loaded when first opened
 * (./verify-draw.tsx has the button).
 */
export default function VerifyDrawDialog({ pool, squares, open, onOpenChange, content }: VerifyDrawProps & LazyDialogProps) {
  const stage = drawStage(pool);
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const geometry = boardGeometry(pool.rules.boardSize);
  const owners = squares ? buildOwners(squares, geometry.size) : null;
  const ownedCount = owners?.filter((o) => o !== null).length ?? 0;

  async function verify() {
    if (stage.kind !== 'revealed' || !squares) return;
    setBusy(true);
    setCheck(null);
    const outcome = await checkDraw(stage, squares);
    setCheck(outcome);
    setBusy(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCheck(null);
        onOpenChange(next);
      }}
    >
      <DialogContent {...content} className="max-w-2xl gap-5 p-5 sm:p-6">
        <DialogHeader>
          <DialogTitle>Verify the draw</DialogTitle>
          <DialogDescription>
            Check, in your own browser, that this board’s digits were drawn fairly: committed in advance, then derived from a
            secret seed and the final board.
          </DialogDescription>
        </DialogHeader>

        <section aria-labelledby="draw-published" className="grid gap-3">
          <SectionTitle>
            <span id="draw-published">Published values</span>
          </SectionTitle>
          <HashValue label="Commitment" value={stage.commitment} />
          {stage.kind === 'revealed' ? (
            <>
              <HashValue label="Revealed seed" value={stage.seed} />
              <PublishedDigits stage={stage} />
            </>
          ) : (
            <p className="flex gap-2.5 rounded-lg border border-border bg-muted/60 p-3 text-sm text-ink-800">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-500" />
              <span>
                The seed stays secret until the draw. It is revealed once the board fills or the game kicks off, together with
                the digits; then you can check the draw here.
              </span>
            </p>
          )}
        </section>

        {stage.kind === 'revealed' && (
          <section aria-labelledby="draw-check" className="grid gap-3">
            <SectionTitle>
              <span id="draw-check">Check it</span>
            </SectionTitle>
            <div className="flex flex-col gap-3 rounded-lg bg-muted/60 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-center gap-1 text-sm text-ink-800">
                <p>
                  {owners ? (
                    <>
                      Final board: <strong className="tabular">{ownedCount}</strong> of {geometry.size} squares owned.
                    </>
                  ) : (
                    'Loading the board…'
                  )}
                </p>
                {owners && <CopyButton value={ownershipList(owners)} label="Copy ownership list" className="shrink-0" />}
              </div>
              <Button onClick={() => void verify()} disabled={busy || !owners} aria-busy={busy || undefined} className="sm:w-auto">
                <ShieldCheck aria-hidden />
                {busy ? 'Verifying…' : 'Verify'}
              </Button>
            </div>
            <Verdict check={check} busy={busy} />
            {check && <CheckResult check={check} stage={stage} />}
            <p className="text-xs text-muted-foreground">
              The check runs here with your browser’s Web Crypto; nothing is sent to our server.
            </p>
          </section>
        )}

        <HowItWorks open={stage.kind === 'sealed'} />
      </DialogContent>
    </Dialog>
  );
}
