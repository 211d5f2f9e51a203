import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CheckCircle2, Copy, Eye, Mail, PlusCircle } from 'lucide-react';
import { parseHundredths } from '../../../domain/hundredths';
import { formatMoney } from '../../../domain/money';
import { PAYOUT_SCHEMES, describeScheme } from '../../../domain/payout-schemes';
import { describePoolRules } from '../../../domain/pool-rules';
import { toast } from '../../lib/toast/use-toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton, copyText } from '../../components/ui/copy-button';
import type { PoolCreated } from './create-pool-form';
import { gameLabel } from './game-options';

/** The link a player opens to join (D11). */
export function joinLink(origin: string, inviteCode: string): string {
  return `${origin}/join/${encodeURIComponent(inviteCode)}`;
}

function entryFeeText(entryFee: string): string {
  const cents = parseHundredths(entryFee);
  return cents.ok ? formatMoney(cents.value, { free: true }) : entryFee;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-semibold break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** The success view (spec section 2): invite code, join link, pool details, the e-mailed invitations. */
export function PoolCreatedView({ created, onCreateAnother }: { created: PoolCreated; onCreateAnother: () => void }) {
  const { response, payload, game } = created;
  const { pool, inviteCode, invitations } = response;
  const link = joinLink(window.location.origin, inviteCode);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const scheme =
    payload.payoutScheme?.name === 'custom' && payload.payoutScheme.periodBps
      ? describeScheme({ name: 'custom', periodBps: payload.payoutScheme.periodBps as [number, number, number, number] })
      : describeScheme(PAYOUT_SCHEMES[payload.payoutScheme?.name === 'halftime-heavy' ? 'halftime-heavy' : 'equal']);

  const rules = describePoolRules(payload.rules);

  const copyLink = async () => {
    if (await copyText(link)) toast({ title: 'Link Copied', variant: 'success' });
    else toast({ title: 'Could not copy the link', description: link, variant: 'destructive' });
  };

  return (
    <div className="grid gap-5">
      <Card className="grid gap-5 p-5 sm:p-8">
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden className="mt-1 size-7 shrink-0 text-turf-600" />
          <div className="grid gap-1">
            <h2 ref={heading} tabIndex={-1} className="text-xl font-extrabold tracking-tight text-ink-900 outline-none sm:text-2xl">
              {pool.name} is ready
            </h2>
            <p className="text-sm text-muted-foreground">Share the invite code or link: anyone who has it can join the pool.</p>
          </div>
        </div>

        <div className="grid gap-2">
          <p id="invite-code-label" className="text-xs font-bold tracking-[0.14em] text-turf-700 uppercase">
            Invite code
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <output
              aria-labelledby="invite-code-label"
              className="rounded-lg bg-ink-950 px-4 py-3 font-mono text-2xl font-bold tracking-[0.12em] break-all text-white sm:text-3xl"
            >
              {inviteCode}
            </output>
            <CopyButton value={inviteCode} label="Copy invite code" variant="outline" size="icon" />
          </div>
        </div>

        <div className="grid gap-2">
          <label htmlFor="join-link" className="text-xs font-bold tracking-[0.14em] text-turf-700 uppercase">
            Join link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="join-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 w-full min-w-0 rounded-lg border border-input bg-muted px-3 font-mono text-sm text-foreground"
            />
            <Button type="button" variant="outline" onClick={() => void copyLink()}>
              <Copy aria-hidden />
              Copy link
            </Button>
          </div>
        </div>
      </Card>

      <Card className="grid gap-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold tracking-tight text-ink-900">Pool details</h2>
        <dl className="grid gap-3">
          <Detail term="Name">{pool.name}</Detail>
          <Detail term="Game">{game ? gameLabel(game) : `Game #${payload.gameId}`}</Detail>
          <Detail term="Entry fee">{entryFeeText(pool.entryFee)}</Detail>
          <Detail term="Max squares per player">{pool.maxSquaresPerPlayer}</Detail>
          <Detail term="Board">{rules.board}</Detail>
          <Detail term="Numbers">{rules.numbers}</Detail>
          <Detail term="Winners">{rules.winners}</Detail>
          <Detail term="Payout split">{scheme}</Detail>
          {payload.nonprofitName ? <Detail term="Nonprofit">{payload.nonprofitName} (5% of the prize pool)</Detail> : null}
          {pool.entryFee !== '0.00' ? (
            <Detail term="Money collected">{payload.collection === 'organizer' ? 'By the organizer' : 'Through Squares (escrow)'}</Detail>
          ) : null}
        </dl>
      </Card>

      <Card className="grid gap-3 p-5 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight text-ink-900">
          <Mail aria-hidden className="size-5 text-turf-700" />
          Invitations sent to
        </h2>
        {invitations.length > 0 ? (
          <ul className="grid gap-1.5 text-sm" aria-label="Invitations sent to">
            {invitations.map((invitation) => (
              <li key={invitation.email} className="break-all">
                {invitation.email}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No invitations were e-mailed. Share the code or the link above instead.</p>
        )}
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onCreateAnother}>
          <PlusCircle aria-hidden />
          Create Another Pool
        </Button>
        <Button asChild size="lg">
          <Link href={`/pool/${pool.id}`}>
            <Eye aria-hidden />
            View Pool
          </Link>
        </Button>
      </div>
    </div>
  );
}
