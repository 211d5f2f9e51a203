import type { Ref } from 'react';
import { MAX_NONPROFIT_NAME_LENGTH, type Collection } from '../../../domain/schemas/private-pool';
import { cn } from '../../lib/utils';
import { Field, FieldError, fieldControlProps, fieldErrorId, fieldHintId } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import type { ControllerRenderProps } from 'react-hook-form';
import { PAYOUT_OPTIONS, PERIOD_SHORT_LABELS, percentTotal, type CreatePoolValues, type CustomPercents, type PayoutValue } from './form-model';
import { Legend, RadioCard } from './radio-card';

/** 'Who collects the money' (D19). With PAID_PLAY off the site takes no money: only the organizer can. */
export function CollectionFieldset({
  id,
  value,
  onChange,
  focusRef,
  error,
  paidPlay,
}: {
  id: string;
  value: Collection;
  onChange: (value: Collection) => void;
  /** Takes the chosen radio: where focus goes when the field is in error. */
  focusRef: Ref<HTMLInputElement>;
  error: string | undefined;
  paidPlay: boolean;
}) {
  const errorId = error ? fieldErrorId(id) : undefined;
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={errorId}>
      <Legend>Who collects the money</Legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <RadioCard
          id={`${id}-squares`}
          name="collection"
          checked={value === 'squares'}
          inputRef={value === 'squares' ? focusRef : undefined}
          disabled={!paidPlay}
          onSelect={() => onChange('squares')}
          title="Through Squares (card payments held in escrow)"
          description={
            paidPlay
              ? 'Players pay by card; the money is held until the game ends and winners are paid out. A 10% house fee applies.'
              : 'Not available on this site: it takes no card payments.'
          }
          describedBy={errorId}
        />
        <RadioCard
          id={`${id}-organizer`}
          name="collection"
          checked={value === 'organizer'}
          inputRef={value === 'organizer' ? focusRef : undefined}
          onSelect={() => onChange('organizer')}
          title="By the organizer (Squares handles no money; you mark squares paid)"
          description="You collect entries your own way. The fee is shown to players for information."
          describedBy={errorId}
        />
      </div>
      {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
    </fieldset>
  );
}

function PercentInput({
  id,
  label,
  value,
  inputRef,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  inputRef: Ref<HTMLInputElement> | undefined;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted-foreground">
        {label} %
      </label>
      <Input
        id={id}
        ref={inputRef}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className="tabular"
      />
    </div>
  );
}

/** The payout split (D1): equal, halftime-heavy, or four custom percentages that add up to 100. */
export function PayoutFieldset({
  id,
  value,
  onChange,
  focusRef,
  error,
}: {
  id: string;
  value: PayoutValue;
  onChange: (value: PayoutValue) => void;
  /** Takes the first custom percentage, or the chosen radio: where focus goes when the split is in error. */
  focusRef: Ref<HTMLInputElement>;
  error: string | undefined;
}) {
  const { name: payout, customPercents } = value;
  const errorId = error ? fieldErrorId(id) : undefined;
  const total = percentTotal(customPercents);
  const totalId = `${id}-total`;
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={errorId}>
      <Legend>Payout split (Q1 / Q2 / Q3 / Final)</Legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {PAYOUT_OPTIONS.map((option) => (
          <RadioCard
            key={option.value}
            id={`${id}-${option.value}`}
            name="payoutScheme"
            checked={payout === option.value}
            inputRef={payout === option.value && payout !== 'custom' ? focusRef : undefined}
            onSelect={() => onChange({ ...value, name: option.value })}
            title={option.label}
            description={option.description}
            describedBy={errorId}
          />
        ))}
      </div>
      {payout === 'custom' ? (
        <div className="grid gap-2 rounded-lg border border-dashed border-ink-200 p-3">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {customPercents.map((percent, index) => (
              <PercentInput
                key={PERIOD_SHORT_LABELS[index]}
                id={`${id}-custom-${index}`}
                label={PERIOD_SHORT_LABELS[index] ?? ''}
                value={percent}
                inputRef={index === 0 ? focusRef : undefined}
                invalid={Boolean(error)}
                describedBy={[totalId, errorId].filter(Boolean).join(' ')}
                onChange={(next) => {
                  const copy: CustomPercents = [...customPercents];
                  copy[index] = next;
                  onChange({ ...value, customPercents: copy });
                }}
              />
            ))}
          </div>
          <p id={totalId} className={cn('text-sm tabular', total === 100 ? 'text-turf-700' : 'text-muted-foreground')}>
            {total === null ? 'Total: —' : `Total: ${total}%`}
            {total === 100 ? '' : ' (must add up to 100%)'}
          </p>
        </div>
      ) : null}
      {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** 'Nonprofit pool' with the organization's name: 5% of the prize pool goes to it (D1). */
export function NonprofitField({
  id,
  checked,
  onCheckedChange,
  name,
  error,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The organization's name, bound to the form; focus goes to the checkbox while the name is hidden. */
  name: ControllerRenderProps<CreatePoolValues, 'nonprofitName'>;
  error: string | undefined;
}) {
  const checkboxId = `${id}-enabled`;
  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          ref={checked ? undefined : name.ref}
          type="checkbox"
          name="nonprofit"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={fieldHintId(checkboxId)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-turf-700"
        />
        <div className="grid gap-0.5">
          <label htmlFor={checkboxId} className="cursor-pointer text-sm font-semibold text-ink-900">
            Nonprofit pool
          </label>
          <p id={fieldHintId(checkboxId)} className="text-sm text-muted-foreground">
            5% of the prize pool goes to the organization; 95% to the winners.
          </p>
        </div>
      </div>
      {checked ? (
        <Field id={id} label="Organization's name" error={error} className="sm:pl-8">
          <Input {...name} {...fieldControlProps(id, { error })} autoComplete="organization" maxLength={MAX_NONPROFIT_NAME_LENGTH} />
        </Field>
      ) : null}
    </div>
  );
}
