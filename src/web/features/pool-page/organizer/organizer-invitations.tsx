/**
 * The creator's actions on a private pool before kickoff: invite more people, resend an
 * invitation, and cancel the pool (paid entries refunded). The server decides what is allowed and says
 * why not (a resend too soon, a game that kicked off); these controls only offer what makes sense now.
 */
import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Ban, Mail } from 'lucide-react';
import type { z } from 'zod';
import type { Pool, rosterResponseSchema } from '../../../../domain/schemas';
import { Button } from '../../../components/ui/button';
import { useLazyDialog } from '../../../components/ui/lazy-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { apiJson, errorReference } from '../../../lib/api';
import { serverMessageOr } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast/use-toast';
import { useRefreshPool } from './use-refresh-pool';
import { useNowUntil } from '../../../lib/use-now';

/** The confirmation and its Radix code load on the first click, not with the pool page (its JavaScript budget). */
const CancelPoolDialog = lazy(() => import('./cancel-pool-dialog'));
/** The invite box, its address check and the forms library load with the organizer's panel, not with the pool page. */
const InviteMoreForm = lazy(() => import('./invite-more-form'));

type Invitation = z.infer<typeof rosterResponseSchema>['invitations'][number];

/** Whether the creator can still invite or cancel: the pool takes players and the game has not started. */
export function creatorCanAct(pool: Pick<Pool, 'status' | 'game'>, nowMs: number): boolean {
  return (pool.status === 'open' || pool.status === 'full') && pool.game.status === 'scheduled' && Date.parse(pool.game.gameDate) > nowMs;
}

const failed = (title: string) => (error: unknown) => toast({ title, description: serverMessageOr(error, 'Please try again.'), variant: 'destructive', reference: errorReference(error) });

function InvitationList({ poolId, invitations, canAct }: { poolId: number; invitations: Invitation[]; canAct: boolean }) {
  const refresh = useRefreshPool(poolId);
  const resend = useMutation({
    mutationFn: (email: string) => apiJson<{ email: string; sendCount: number }>('POST', `/api/pools/${poolId}/invitations/resend`, { email }),
    onSuccess: async (result) => {
      toast({ title: 'Invitation Resent', description: `Sent to ${result.email} again.`, variant: 'success' });
      await refresh();
    },
    onError: failed('Not Resent'),
  });
  if (invitations.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h3 className="text-xs font-bold tracking-wider text-muted-foreground uppercase">Invited</h3>
      <ul className="divide-y divide-border rounded-md border border-border text-sm">
        {invitations.map((invitation) => (
          <li key={invitation.email} className="flex items-center gap-2 px-3 py-2">
            <Mail aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1 truncate">{invitation.email}</span>
            <span className="shrink-0 text-xs text-muted-foreground tabular">
              {invitation.sendCount === 1 ? 'sent once' : `sent ${invitation.sendCount}×`}
            </span>
            {canAct && (
              <Button
                size="sm"
                variant="ghost"
                disabled={resend.isPending}
                aria-label={`Resend the invitation to ${invitation.email}`}
                onClick={() => resend.mutate(invitation.email)}
              >
                {resend.isPending && resend.variables === invitation.email ? <Spinner size="sm" label="Resending" className="[&_svg]:text-current" /> : null}
                Resend
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CancelPool({ pool }: { pool: Pool }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshPool(pool.id);
  const cancel = useMutation({
    mutationFn: () => apiJson<{ poolId: number; paymentsRefunded: number }>('POST', `/api/pools/${pool.id}/cancel`),
    onSuccess: async (result) => {
      setOpen(false);
      toast({
        title: 'Pool Cancelled',
        description: result.paymentsRefunded > 0 ? `${result.paymentsRefunded} paid entr${result.paymentsRefunded === 1 ? 'y is' : 'ies are'} being refunded.` : 'Nobody had paid: nothing to refund.',
        variant: 'success',
      });
      await refresh();
    },
  });
  const dialog = useLazyDialog(open, setOpen);
  return (
    <>
      <Button variant="outline" size="sm" className="justify-self-start text-destructive" {...dialog.trigger}>
        <Ban aria-hidden />
        Cancel pool
      </Button>
      {dialog.render(
        <CancelPoolDialog pool={pool} cancel={cancel} open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)} content={dialog.content} />,
      )}
    </>
  );
}

export function OrganizerInvitations({ pool, invitations }: { pool: Pool; invitations: Invitation[] }) {
  // Re-read at kickoff, so the actions go away at that instant.
  const now = useNowUntil(Date.parse(pool.game.gameDate));
  const canAct = creatorCanAct(pool, now);
  return (
    <div className="grid gap-4 border-t border-border pt-4">
      {canAct && (
        <Suspense fallback={null}>
          <InviteMoreForm poolId={pool.id} />
        </Suspense>
      )}
      <InvitationList poolId={pool.id} invitations={invitations} canAct={canAct} />
      {canAct && <CancelPool pool={pool} />}
    </div>
  );
}
