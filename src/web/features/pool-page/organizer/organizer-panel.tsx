/**
 * The organizer's panel on a private pool's page (D11, D19), shown only to the pool's creator:
 * the roster (members, guests, their squares and paid squares) and, for an organizer-collected pool,
 * marking each one's squares paid or unpaid and entering the cart's squares for someone without an account;
 * before kickoff, inviting more people, resending invitations and cancelling the pool (organizer-invitations).
 */
import { lazy, Suspense } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import type { z } from 'zod';
import type { Coordinate } from '../../../../domain/board';
import type { Pool, rosterResponseSchema } from '../../../../domain/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { apiJson, errorMessage, errorReference } from '../../../lib/api';
import { poolRosterQueryKey } from '../../../lib/query-keys';
import { CopyButton } from '../../../components/ui/copy-button';
import { toast } from '../../../lib/toast/use-toast';
import { useRefreshPool } from './use-refresh-pool';
import { OrganizerInvitations } from './organizer-invitations';

export type PoolRoster = z.infer<typeof rosterResponseSchema>;
export type RosterMember = PoolRoster['members'][number];

/** The guest-entry form and its forms library load with the organizer's panel, not with every pool page (its JavaScript budget). */
const GuestSquaresForm = lazy(() => import('./guest-squares-form'));

const ROLE_TEXT: Record<RosterMember['role'], string> = { creator: 'Organizer', member: 'Member', guest: 'Guest' };

function errorToast(error: unknown, fallback: string) {
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive', reference: errorReference(error) });
}

/** The body of POST /api/pools/{id}/squares/paid for one roster row: a player by id, a guest by name. */
export function markPaidBody(member: RosterMember, paid: boolean): { userId: string; paid: boolean } | { guestName: string; paid: boolean } {
  return member.userId !== null ? { userId: member.userId, paid } : { guestName: member.name, paid };
}

function memberKey(member: RosterMember): string {
  return member.userId ?? `guest:${member.name.toLowerCase()}`;
}

function RosterTable({ pool, members }: { pool: Pool; members: RosterMember[] }) {
  const organizerCollects = pool.collection === 'organizer' && pool.entryFeeCents > 0;
  const refresh = useRefreshPool(pool.id);
  const markPaid = useMutation({
    mutationFn: ({ member, paid }: { member: RosterMember; paid: boolean }) =>
      apiJson<{ updated: number }>('POST', `/api/pools/${pool.id}/squares/paid`, markPaidBody(member, paid)),
    onSuccess: () => refresh(),
    onError: (error) => errorToast(error, 'Could not update the paid squares'),
  });
  const pendingKey = markPaid.isPending && markPaid.variables ? memberKey(markPaid.variables.member) : null;

  if (members.length === 0) return <p className="text-sm text-muted-foreground">Nobody has joined yet.</p>;
  return (
    // On a narrow phone the four columns (five with the paid marks) are wider than the card: the table
    // scrolls inside its own box (focusable, so a keyboard can scroll it) instead of the whole page.
    <div
      className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      tabIndex={0}
      role="region"
      aria-label="Members and guests"
    >
      <table className="w-full text-left text-sm whitespace-nowrap tabular [&_td+td]:pl-3 [&_th+th]:pl-3">
        <caption className="sr-only">Members and guests</caption>
        <thead className="text-xs tracking-wider text-muted-foreground uppercase">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 font-semibold">Name</th>
            <th scope="col" className="py-2 font-semibold">Role</th>
            <th scope="col" className="py-2 text-right font-semibold">Squares</th>
            <th scope="col" className="py-2 text-right font-semibold">Paid</th>
            {organizerCollects && <th scope="col" className="py-2 text-right font-semibold"><span className="sr-only">Actions</span></th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {members.map((member) => {
            const key = memberKey(member);
            const allPaid = member.squares > 0 && member.paidSquares >= member.squares;
            return (
              <tr key={key}>
                <th scope="row" className="max-w-32 truncate py-2 font-semibold">{member.name}</th>
                <td className="py-2">
                  <Badge tone={member.role === 'creator' ? 'brand' : member.role === 'guest' ? 'amber' : 'neutral'}>{ROLE_TEXT[member.role]}</Badge>
                </td>
                <td className="py-2 text-right">{member.squares}</td>
                <td className="py-2 text-right">{member.paidSquares}</td>
                {organizerCollects && (
                  <td className="py-2 text-right">
                    {member.squares > 0 && (
                      <Button
                        size="sm"
                        variant={allPaid ? 'ghost' : 'outline'}
                        disabled={markPaid.isPending}
                        aria-label={`${allPaid ? 'Mark unpaid' : 'Mark paid'}: ${member.name}`}
                        onClick={() => markPaid.mutate({ member, paid: !allPaid })}
                      >
                        {pendingKey === key ? <Spinner size="sm" label="Saving" className="[&_svg]:text-current" /> : null}
                        {allPaid ? 'Mark unpaid' : 'Mark paid'}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export type OrganizerPanelProps = {
  pool: Pool;
  /** The squares picked in the cart, for 'Enter squares for someone' (while the board takes squares). */
  selected: readonly Coordinate[];
  /** Whether the board takes squares now. */
  buying: boolean;
  /** Called with the squares entered for a guest, to take them out of the cart. */
  onGuestSquaresEntered: (squares: Coordinate[]) => void;
};

/** The link the organizer shares (D11): anyone who opens it signs in and becomes a member. */
function InviteLink({ code }: { code: string }) {
  const link = `${window.location.origin}/join/${code}`;
  return (
    // One column no wider than the card: an auto column would widen to the whole link (its min-content)
    // and push the card past the screen instead of truncating the link.
    <div className="grid grid-cols-1 gap-1.5">
      <span id="invite-link-label" className="text-xs font-bold tracking-wider text-muted-foreground uppercase">
        Invite link
      </span>
      <div className="flex items-center gap-2 rounded-md border border-border bg-muted/40 px-3 py-2">
        <code aria-labelledby="invite-link-label" className="min-w-0 flex-1 truncate font-mono text-sm">
          {link}
        </code>
        <CopyButton value={link} label="Copy the invite link" />
      </div>
      <p className="text-xs text-muted-foreground">
        Code <span className="font-mono font-semibold">{code}</span>
      </p>
    </div>
  );
}

export function OrganizerPanel({ pool, selected, buying, onGuestSquaresEntered }: OrganizerPanelProps) {
  const roster = useQuery<PoolRoster>({ queryKey: poolRosterQueryKey(pool.id) });
  const organizerCollects = pool.collection === 'organizer' && pool.entryFeeCents > 0;
  return (
    <Card aria-labelledby="organizer-title" role="region">
      <div className="border-b border-border px-5 py-4">
        <h2 id="organizer-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <ClipboardList aria-hidden className="size-5 text-turf-700" />
          Organizer
        </h2>
        {organizerCollects && (
          <p className="mt-1 text-xs text-muted-foreground">You collect the entry fees: mark each player's squares paid as the money comes in.</p>
        )}
      </div>
      <div className="space-y-4 px-5 py-4">
        {roster.data?.inviteCode ? <InviteLink code={roster.data.inviteCode} /> : null}
        {roster.data ? (
          <RosterTable pool={pool} members={roster.data.members} />
        ) : roster.isError ? (
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted-foreground">{errorMessage(roster.error, 'Could not load the members.')}</span>
            <Button size="sm" variant="outline" onClick={() => void roster.refetch()}>Retry</Button>
          </div>
        ) : (
          <Spinner size="sm" label="Loading members" />
        )}
        {roster.data && <OrganizerInvitations pool={pool} invitations={roster.data.invitations} />}
        {organizerCollects && buying && (
          <Suspense fallback={null}>
            <GuestSquaresForm pool={pool} selected={selected} onEntered={onGuestSquaresEntered} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
