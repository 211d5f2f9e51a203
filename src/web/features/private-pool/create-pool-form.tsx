import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LoaderCircle, PlusCircle } from 'lucide-react';
import type { Game } from '../../../domain/schemas';
import { PRIVATE_ENTRY_FEE_RANGE_CENTS, PRIVATE_MAX_SQUARES_RANGE } from '../../../domain/tiers';
import { ApiRequestError, errorReference } from '../../lib/api';
import { fieldErrorsFromApiError, firstInvalidField, type FieldErrors } from '../../lib/form-errors';
import { CACHE_TIMES } from '../../lib/query-client';
import { CURRENT_GAMES_QUERY_KEY } from '../../lib/query-keys';
import { toast } from '../../lib/toast/use-toast';
import { useLeagues } from '../../lib/use-leagues';
import { useNowUntil } from '../../lib/use-now';
import { usePaymentsConfig } from '../../lib/use-payments-config';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import {
  addInviteEmail,
  CREATE_POOL_FIELDS,
  DEFAULT_VALUES,
  squareLimitHint,
  validateCreatePool,
  type CreatePoolField,
  type CreatePoolPayload,
  type CreatePoolValues,
} from './form-model';
import { GameField } from './game-field';
import { upcomingGames } from './game-options';
import { InviteEmailsField } from './invite-emails-field';
import { CREATE_FAILED_TITLE, createFailureMessage } from './messages';
import { CollectionFieldset, FullBoardPreview, NonprofitField, PayoutFieldset } from './money-fields';
import { RulesFields } from './rules-fields';
import { useCreatePrivatePool } from './use-create-private-pool';
import type { CreatePrivatePoolResponse } from '../../../domain/schemas/private-pool';

const id = (field: CreatePoolField) => `private-pool-${field}`;

export type PoolCreated = { response: CreatePrivatePoolResponse; payload: CreatePoolPayload; game: Game | undefined };

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 className="text-lg font-bold tracking-tight text-ink-900">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** Where focus goes for a field in error: the control itself, or the chosen radio of a group. */
function focusTargetId(field: CreatePoolField, values: CreatePoolValues): string {
  if (field === 'rules') return `${id('rules')}-numbers-${values.numbers}`;
  if (field === 'collection') return `${id('collection')}-${values.collection}`;
  if (field === 'payoutScheme') return values.payout === 'custom' ? `${id('payoutScheme')}-custom-0` : `${id('payoutScheme')}-${values.payout}`;
  if (field === 'nonprofitName' && !values.nonprofit) return `${id('nonprofitName')}-enabled`;
  return id(field);
}

function useUpcomingGames() {
  const games = useQuery<Game[]>({ queryKey: CURRENT_GAMES_QUERY_KEY, ...CACHE_TIMES.games });
  const [firstKickoff, setFirstKickoff] = useState(Number.POSITIVE_INFINITY);
  // Re-read the clock when the next game kicks off, so it leaves the list at that moment.
  const now = useNowUntil(firstKickoff);
  const upcoming = useMemo(() => upcomingGames(Array.isArray(games.data) ? games.data : [], now), [games.data, now]);
  const next = upcoming[0] ? Date.parse(upcoming[0].gameDate) : Number.POSITIVE_INFINITY;
  if (next !== firstKickoff) setFirstKickoff(next);
  return { games, upcoming };
}

/** The create-private-pool form (spec sections 2, 3, 5 and 8; D1, D19). */
export function CreatePoolForm({ onCreated }: { onCreated: (created: PoolCreated) => void }) {
  const { games, upcoming } = useUpcomingGames();
  const leagues = useLeagues();
  const paidPlay = usePaymentsConfig().data?.paidPlay !== false;
  const [values, setValues] = useState<CreatePoolValues>(DEFAULT_VALUES);
  const [inviteDraft, setInviteDraft] = useState('');
  const [errors, setErrors] = useState<FieldErrors<CreatePoolField>>({});
  const create = useCreatePrivatePool();

  // A game that has kicked off since it was chosen is no longer a choice.
  const gameId = upcoming.some((game) => String(game.id) === values.gameId) ? values.gameId : '';
  // With PAID_PLAY off the site takes no money (D19): the organizer collects.
  const collection = paidPlay ? values.collection : 'organizer';
  const effective: CreatePoolValues = { ...values, gameId, collection };
  const feeIsZero = values.entryFee.trim() !== '' && Number(values.entryFee) === 0;

  const clearError = (field: CreatePoolField) => {
    if (errors[field] !== undefined) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const update = <K extends keyof CreatePoolValues>(key: K, value: CreatePoolValues[K], field: CreatePoolField) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(field);
  };

  const showErrors = (found: FieldErrors<CreatePoolField>, shown: CreatePoolValues) => {
    setErrors(found);
    const first = firstInvalidField(found, CREATE_POOL_FIELDS);
    if (first) document.getElementById(focusTargetId(first, shown))?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    // An address typed but not yet added is added now, so nobody goes uninvited for a missed click.
    let submitted = effective;
    let draftError: string | undefined;
    const pending = addInviteEmail(values.inviteEmails, inviteDraft);
    if (pending.kind === 'added') submitted = { ...effective, inviteEmails: pending.emails };
    if (pending.kind === 'invalid') draftError = pending.message;
    if (pending.kind === 'added' || pending.kind === 'duplicate') {
      setValues((current) => ({ ...current, inviteEmails: submitted.inviteEmails }));
      setInviteDraft('');
    }
    const check = validateCreatePool(submitted);
    if (!check.ok || draftError) {
      const found = check.ok ? {} : check.errors;
      showErrors(draftError && !found.inviteEmails ? { ...found, inviteEmails: draftError } : found, submitted);
      return;
    }
    setErrors({});
    const game = upcoming.find((g) => g.id === check.payload.gameId);
    create.mutate(check.payload, {
      onSuccess: (response) => onCreated({ response, payload: check.payload, game }),
      onError: (error) => {
        toast({ title: CREATE_FAILED_TITLE, description: createFailureMessage(error), variant: 'destructive', reference: errorReference(error) });
        const found = fieldErrorsFromApiError(error, CREATE_POOL_FIELDS);
        // Unknown game (404) or one that kicked off meanwhile (409): say so at the game, and reload the list.
        if (error instanceof ApiRequestError && (error.status === 404 || error.code === 'game_started') && !found.gameId) {
          found.gameId = error.serverMessage ?? undefined;
          void games.refetch();
        }
        if (Object.values(found).some(Boolean)) showErrors(found, submitted);
      },
    });
  };

  const busy = create.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create a private pool" aria-busy={busy} className="grid gap-5">
      <Section title="Game and name">
        <GameField
          id={id('gameId')}
          value={gameId}
          onChange={(value) => update('gameId', value, 'gameId')}
          error={errors.gameId}
          games={games}
          upcoming={upcoming}
          leagues={leagues.data}
        />
        <Field id={id('name')} label="Pool name" hint="At least 3 characters, e.g. “Office Super Bowl Squares”." error={errors.name}>
          <Input
            {...fieldControlProps(id('name'), { error: errors.name, hint: true })}
            name="name"
            autoComplete="off"
            required
            minLength={3}
            value={values.name}
            onChange={(event) => update('name', event.target.value, 'name')}
          />
        </Field>
      </Section>

      <Section title="Game rules" description="The standard game unless you change it. The rules are fixed once the pool is created.">
        <RulesFields
          id={id('rules')}
          numbers={values.numbers}
          reverseWinners={values.reverseWinners}
          boardSize={values.boardSize}
          onNumbersChange={(numbers) => update('numbers', numbers, 'rules')}
          onReverseWinnersChange={(reverseWinners) => update('reverseWinners', reverseWinners, 'rules')}
          onBoardSizeChange={(boardSize) => {
            update('boardSize', boardSize, 'rules');
            clearError('maxSquaresPerPlayer');
          }}
          error={errors.rules}
        />
      </Section>

      <Section title="Entry and limits">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={id('entryFee')} label="Entry fee per square" hint="$0 to $1,000. $0 makes a free pool." error={errors.entryFee}>
            <div className="relative">
              <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
                $
              </span>
              <Input
                {...fieldControlProps(id('entryFee'), { error: errors.entryFee, hint: true })}
                type="number"
                name="entryFee"
                inputMode="decimal"
                min={PRIVATE_ENTRY_FEE_RANGE_CENTS.min / 100}
                max={PRIVATE_ENTRY_FEE_RANGE_CENTS.max / 100}
                step={0.01}
                required
                className="pl-7 tabular"
                value={values.entryFee}
                onChange={(event) => update('entryFee', event.target.value, 'entryFee')}
              />
            </div>
          </Field>
          <Field
            id={id('maxSquaresPerPlayer')}
            label="Maximum squares per player"
            hint={squareLimitHint(values.boardSize)}
            error={errors.maxSquaresPerPlayer}
          >
            <Input
              {...fieldControlProps(id('maxSquaresPerPlayer'), { error: errors.maxSquaresPerPlayer, hint: true })}
              type="number"
              name="maxSquaresPerPlayer"
              inputMode="numeric"
              min={PRIVATE_MAX_SQUARES_RANGE.min}
              max={PRIVATE_MAX_SQUARES_RANGE.max}
              step={1}
              required
              className="tabular"
              value={values.maxSquaresPerPlayer}
              onChange={(event) => update('maxSquaresPerPlayer', event.target.value, 'maxSquaresPerPlayer')}
            />
          </Field>
        </div>
        {feeIsZero ? (
          <p className="text-sm text-muted-foreground">A free pool: no money changes hands.</p>
        ) : (
          <CollectionFieldset
            id={id('collection')}
            value={collection}
            onChange={(value) => update('collection', value, 'collection')}
            error={errors.collection}
            paidPlay={paidPlay}
          />
        )}
      </Section>

      <Section title="Payouts" description="How the winners' prize is split across the four scoring periods.">
        <PayoutFieldset
          id={id('payoutScheme')}
          payout={values.payout}
          customPercents={values.customPercents}
          onPayoutChange={(payout) => update('payout', payout, 'payoutScheme')}
          onCustomChange={(percents) => update('customPercents', percents, 'payoutScheme')}
          error={errors.payoutScheme}
        />
        <NonprofitField
          id={id('nonprofitName')}
          checked={values.nonprofit}
          name={values.nonprofitName}
          onCheckedChange={(checked) => update('nonprofit', checked, 'nonprofitName')}
          onNameChange={(name) => update('nonprofitName', name, 'nonprofitName')}
          error={errors.nonprofitName}
        />
        <FullBoardPreview values={effective} />
      </Section>

      <Section title="Invite players" description="You can also share the invite link once the pool exists.">
        <InviteEmailsField
          id={id('inviteEmails')}
          emails={values.inviteEmails}
          onEmailsChange={(emails) => update('inviteEmails', emails, 'inviteEmails')}
          draft={inviteDraft}
          onDraftChange={setInviteDraft}
          error={errors.inviteEmails}
          onError={(message) =>
            message === undefined ? clearError('inviteEmails') : setErrors((current) => ({ ...current, inviteEmails: message }))
          }
        />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" size="lg">
          <Link href="/dashboard">Cancel</Link>
        </Button>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? (
            <>
              <LoaderCircle aria-hidden className="animate-spin" />
              Creating Pool…
            </>
          ) : (
            <>
              <PlusCircle aria-hidden />
              Create Pool
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
