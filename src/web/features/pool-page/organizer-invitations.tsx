/**
 * The creator's actions on a private pool before kickoff (issue 14): invite more people, resend an
 * invitation, and cancel the pool (paid entries refunded). The server decides what is allowed and says
 * why not (a resend too soon, a game that kicked off); these controls only offer what makes sense now.
 */
import { lazy, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Ban, Mail, Send } from 'lucide-react';
import type { z } from 'zod';
import type { Pool, rosterResponseSchema } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useLazyDialog } from '../../components/ui/lazy-dialog';
import { Spinner } from '../../components/ui/spinner';
import { apiJson, errorReference } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';
import { toast } from '../../lib/toast/use-toast';
import { useRefreshPool } from './use-refresh-pool';
import { useNowUntil } from '../../lib/use-now';

/** The confirmation and its Radix code load on the first click, not with the pool page (budget, issue 17). */
const CancelPoolDialog = lazy(() => import('./cancel-pool-dialog'));

type Invitation = z.infer<typeof rosterResponseSchema>['invitations'][number];

/** Whether the creator can still invite or cancel: the pool takes players and the game has not started. */
export function creatorCanAct(pool: Pick<Pool, 'status' | 'game'>, nowMs: number): boolean {
  return (pool.status === 'open' || pool.status === 'full') && pool.game.status === 'scheduled' && Date.parse(pool.game.gameDate) > nowMs;
}

const failed = (title: string) => (error: unknown) => toast({ title, description: serverMessageOr(error, 'Please try again.'), variant: 'destructive', reference: errorReference(error) });

function InviteMoreForm({ poolId }: { poolId: number }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useRefreshPool(poolId);
  const invite = useMutation({
    mutationFn: (emails: string[]) => apiJson<{ added: string[]; alreadyInvited: string[] }>('POST', `/api/pools/${poolId}/invitations`, { emails }),
    onSuccess: async (result) => {
      const sent = result.added.length;
      const skipped = result.alreadyInvited.length;
      toast({
        title: sent > 0 ? 'Invitations Sent' : 'Already Invited',
        description: [sent > 0 ? `${sent} invitation${sent === 1 ? '' : 's'} on the way.` : null, skipped > 0 ? `Already invited: ${result.alreadyInvited.join(', ')} (use Resend).` : null]
          .filter(Boolean)
          .join(' '),
        variant: sent > 0 ? 'success' : 'default',
      });
      setText('');
      await refresh();
    },
    onError: failed('Invitations Not Sent'),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The address check (zod) loads on the first Invite, not with the pool page.
    const { parseInviteList } = await import('./invite-list');
    const parsed = parseInviteList(text);
    if ('invalid' in parsed) return setProblem(`Invalid email address: ${parsed.invalid}`);
    if (parsed.emails.length === 0) return setProblem('Enter at least one email address');
    setProblem(null);
    invite.mutate(parsed.emails);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1.5">
      <label htmlFor="invite-more" className="text-xs font-bold tracking-wider text-muted-foreground uppercase">
        Invite more people
      </label>
      <div className="flex gap-2">
        <Input
          id="invite-more"
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="friend@example.com, another@example.com"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'invite-more-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" disabled={text.trim() === '' || invite.isPending}>
          {invite.isPending ? <Spinner size="sm" label="Sending invitations" className="[&_svg]:text-current" /> : <Send aria-hidden />}
          Invite
        </Button>
      </div>
      {problem ? (
        <p id="invite-more-error" role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

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
      {canAct && <InviteMoreForm poolId={pool.id} />}
      <InvitationList poolId={pool.id} invitations={invitations} canAct={canAct} />
      {canAct && <CancelPool pool={pool} />}
    </div>
  );
}
