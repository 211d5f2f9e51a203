import { useState } from 'react';
import { HandCoins, Undo2 } from 'lucide-react';
import type { EscrowActionResponse } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { refundEscrow, releaseEscrow } from './api';
import { EscrowFigures } from './escrow-figures';
import type { Activity } from './use-activity';

export const ESCROW_ACTIONS = { release: 'Release escrow', refund: 'Refund escrow' } as const;

type Kind = keyof typeof ESCROW_ACTIONS;

const CONFIRM: Record<Kind, { title: string; body: string; button: string }> = {
  release: {
    title: 'Release escrow?',
    body: 'Pays the completed pool out now: captures its payments, then moves escrow to the house fee, the nonprofit share and the prizes. It cannot be undone.',
    button: 'Release escrow',
  },
  refund: {
    title: 'Refund escrow?',
    body: 'Refunds every payment of a pool not yet settled: authorizations are cancelled, captures refunded. It cannot be undone.',
    button: 'Refund escrow',
  },
};

/**
 * (c) The admin escrow endpoints for the chosen pool (POST /api/admin/release-escrow and refund-escrow
 * with {poolId}), each behind a confirmation; the answer's message and escrow are shown here.
 */
export function EscrowCard({ poolId, activity, onChanged }: { poolId: number; activity: Activity; onChanged: () => void }) {
  const [asking, setAsking] = useState<Kind | null>(null);
  const [result, setResult] = useState<EscrowActionResponse | null>(null);

  async function run(kind: Kind) {
    setAsking(null);
    const answer = await activity.run({
      action: ESCROW_ACTIONS[kind],
      request: kind === 'release' ? releaseEscrow(poolId) : refundEscrow(poolId),
      summarize: (r) => `${r.message} (${r.outcome}${r.outcome === 'refunded' ? `, ${r.paymentsRefunded} payment(s)` : ''})`,
      success: (r) => ({ title: ESCROW_ACTIONS[kind], message: r.message }),
    });
    onChanged();
    if (answer) setResult(answer);
  }

  const prompt = asking ? CONFIRM[asking] : null;

  return (
    <div className="grid gap-4 px-4 py-4 sm:px-5">
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="default" onClick={() => setAsking('release')} disabled={activity.busy}>
          <HandCoins aria-hidden />
          {activity.isPending(ESCROW_ACTIONS.release) ? 'Releasing…' : 'Release escrow'}
        </Button>
        <Button variant="destructive" onClick={() => setAsking('refund')} disabled={activity.busy}>
          <Undo2 aria-hidden />
          {activity.isPending(ESCROW_ACTIONS.refund) ? 'Refunding…' : 'Refund escrow'}
        </Button>
      </div>
      <div aria-live="polite">
        {result && (
          <div className="grid gap-3 rounded-lg border border-border p-3">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
              <Badge tone={result.outcome === 'settled' ? 'indigo' : 'amber'} className="capitalize">
                {result.outcome}
              </Badge>
              {result.message}
              {result.outcome === 'refunded' && <span className="font-normal text-muted-foreground">{result.paymentsRefunded} payment(s) refunded or voided</span>}
            </p>
            <EscrowFigures escrow={result.escrow} label={`Escrow of pool #${result.poolId} after ${result.outcome === 'settled' ? 'release' : 'refund'}`} />
          </div>
        )}
      </div>

      <Dialog open={prompt !== null} onOpenChange={(open) => !open && setAsking(null)}>
        {prompt && asking && (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{prompt.title}</DialogTitle>
              <DialogDescription>
                Pool #{poolId}. {prompt.body}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant={asking === 'refund' ? 'destructive' : 'default'} onClick={() => void run(asking)}>
                {prompt.button}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
