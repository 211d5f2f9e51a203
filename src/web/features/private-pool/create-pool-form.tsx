import { useEffect, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'wouter';
import { LoaderCircle, PlusCircle } from 'lucide-react';
import type { Game } from '../../../domain/schemas';
import { PRIVATE_ENTRY_FEE_RANGE_CENTS, PRIVATE_MAX_SQUARES_RANGE } from '../../../domain/tiers';
import { ApiRequestError, errorReference } from '../../lib/api';
import { FormField, useWidgetField } from '../../lib/forms/form-field';
import { useApiForm } from '../../lib/forms/use-api-form';
import { toast } from '../../lib/toast/use-toast';
import { useLeagues } from '../../lib/use-leagues';
import { usePaymentsConfig } from '../../lib/use-payments-config';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { createPoolResolver, DEFAULT_VALUES, squareLimitHint, withDraftAdded, type CreatePoolPayload, type CreatePoolValues } from './form-model';
import { FormSection } from './form-section';
import { FullBoardPreview } from './full-board-preview';
import { GameField } from './game-field';
import { InviteEmailsField } from './invite-emails-field';
import { CREATE_FAILED_TITLE, createFailureMessage } from './messages';
import { CollectionFieldset, NonprofitField, PayoutFieldset } from './money-fields';
import { RulesFields } from './rules-fields';
import { useCreatePrivatePool } from './use-create-private-pool';
import { useUpcomingGames } from './use-upcoming-games';
import type { CreatePrivatePoolResponse } from '../../../domain/schemas/private-pool';

const id = (field: keyof CreatePoolValues) => `private-pool-${field}`;

export type PoolCreated = { response: CreatePrivatePoolResponse; payload: CreatePoolPayload; game: Game | undefined };

/** The create-private-pool form (spec sections 2, 3, 5 and 8; D1, D19). */
export function CreatePoolForm({ onCreated }: { onCreated: (created: PoolCreated) => void }) {
  const { games, upcoming } = useUpcomingGames();
  const leagues = useLeagues();
  const paidPlay = usePaymentsConfig().data?.paidPlay !== false;
  const create = useCreatePrivatePool();
  const form = useApiForm({
    defaultValues: DEFAULT_VALUES,
    resolver: createPoolResolver,
    submit: async (payload) => {
      const game = upcoming.find((g) => g.id === payload.gameId);
      const response = await create.mutateAsync(payload);
      onCreated({ response, payload, game });
    },
    onFailure: (error) => {
      toast({ title: CREATE_FAILED_TITLE, description: createFailureMessage(error), variant: 'destructive', reference: errorReference(error) });
      // Unknown game (404) or one that kicked off meanwhile (409): say so at the game, and reload the list.
      if (error instanceof ApiRequestError && (error.status === 404 || error.code === 'game_started')) {
        void games.refetch();
        if (error.serverMessage) return { gameId: error.serverMessage };
      }
    },
  });
  const { control, getValues, setValue, setError, clearErrors, busy } = form;
  const values = form.watch();
  // The fields drawn by widgets of their own (the rest are plain inputs in <FormField>).
  const gameField = useWidgetField(control, 'gameId', id('gameId'));
  const rulesField = useWidgetField(control, 'rules', id('rules'));
  const collectionField = useWidgetField(control, 'collection', id('collection'));
  const payoutField = useWidgetField(control, 'payoutScheme', id('payoutScheme'));
  const inviteField = useWidgetField(control, 'inviteEmails', id('inviteEmails'));

  // A game that has kicked off since it was chosen is no longer a choice.
  useEffect(() => {
    const chosen = getValues('gameId');
    if (chosen !== '' && !upcoming.some((game) => String(game.id) === chosen)) setValue('gameId', '');
  }, [upcoming, getValues, setValue]);
  // With PAID_PLAY off the site takes no money (D19): the organizer collects.
  useEffect(() => {
    if (!paidPlay) setValue('collection', 'organizer');
  }, [paidPlay, setValue]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An address typed but not yet added is added now, so nobody goes uninvited for a missed click.
    if (!busy) setValue('inviteEmails', withDraftAdded(getValues('inviteEmails')));
    return form.onSubmit(event);
  };

  const feeIsZero = values.entryFee.trim() !== '' && Number(values.entryFee) === 0;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create a private pool" aria-busy={busy} className="grid gap-5">
      <FormSection title="Game and name">
        <GameField {...gameField} games={games} upcoming={upcoming} leagues={leagues.data} />
        <FormField control={control} name="name" id={id('name')} label="Pool name" hint="At least 3 characters, e.g. “Office Super Bowl Squares”.">
          {(field) => <Input {...field} autoComplete="off" required minLength={3} />}
        </FormField>
      </FormSection>

      <FormSection title="Game rules" description="The standard game unless you change it. The rules are fixed once the pool is created.">
        <RulesFields {...rulesField} />
      </FormSection>

      <FormSection title="Entry and limits">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField control={control} name="entryFee" id={id('entryFee')} label="Entry fee per square" hint="$0 to $1,000. $0 makes a free pool.">
            {(field) => (
              <div className="relative">
                <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
                  $
                </span>
                <Input
                  {...field}
                  type="number"
                  inputMode="decimal"
                  min={PRIVATE_ENTRY_FEE_RANGE_CENTS.min / 100}
                  max={PRIVATE_ENTRY_FEE_RANGE_CENTS.max / 100}
                  step={0.01}
                  required
                  className="pl-7 tabular"
                />
              </div>
            )}
          </FormField>
          <FormField
            control={control}
            name="maxSquaresPerPlayer"
            id={id('maxSquaresPerPlayer')}
            label="Maximum squares per player"
            hint={squareLimitHint(values.rules.boardSize)}
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                min={PRIVATE_MAX_SQUARES_RANGE.min}
                max={PRIVATE_MAX_SQUARES_RANGE.max}
                step={1}
                required
                className="tabular"
              />
            )}
          </FormField>
        </div>
        {feeIsZero ? (
          <p className="text-sm text-muted-foreground">A free pool: no money changes hands.</p>
        ) : (
          <CollectionFieldset {...collectionField} paidPlay={paidPlay} />
        )}
      </FormSection>

      <FormSection title="Payouts" description="How the winners' prize is split across the four scoring periods.">
        <PayoutFieldset {...payoutField} />
        <Controller
          control={control}
          name="nonprofitName"
          render={({ field, fieldState }) => (
            <NonprofitField
              id={id('nonprofitName')}
              checked={values.nonprofit}
              onCheckedChange={(checked) => {
                setValue('nonprofit', checked);
                clearErrors('nonprofitName');
              }}
              name={field}
              error={fieldState.error?.message}
            />
          )}
        />
        <FullBoardPreview values={values} />
      </FormSection>

      <FormSection title="Invite players" description="You can also share the invite link once the pool exists.">
        <InviteEmailsField
          {...inviteField}
          onError={(message) => (message === undefined ? clearErrors('inviteEmails') : setError('inviteEmails', { type: 'validate', message }))}
        />
      </FormSection>

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
