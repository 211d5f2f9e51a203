import { useState, type ReactNode } from 'react';
import { Lock, ShieldCheck } from 'lucide-react';
import { boardGeometry } from '../../../../domain/board-geometry';
import { ownershipList } from '../../../../domain/draw';
import type { Pool, Square } from '../../../../domain/schemas';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { LazyDialogProps } from '../../../components/ui/lazy-dialog';
import { buildOwners, checkDraw, drawStage, type DrawCheck } from './draw-check';
import { PublishedDigits } from './draw-digits';
import { CheckResult, Verdict } from './draw-result';
import { HowItWorks } from './how-the-draw-works';

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
