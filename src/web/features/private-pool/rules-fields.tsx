import type { Ref } from 'react';
import type { PoolRules } from '../../../domain/pool-rules';
import { ChoiceField } from '../../components/ui/choice-field';
import { FieldError, fieldErrorId } from '../../components/ui/field';
import { BOARD_OPTIONS, NUMBERS_OPTIONS, REVERSE_WINNERS_DESCRIPTION } from './form-model';
import { Legend, RadioCard } from './radio-card';

/**
 * The game rules a private pool plays: numbers drawn once or each period, reverse winners,
 * and a 100- or 25-square board. Native radios and a checkbox: arrow keys move within a group, Space
 * toggles. Ids: `${id}-numbers-game`, `${id}-reverseWinners`, `${id}-boardSize-25`, ...
 */
export function RulesFields({
  id,
  value,
  onChange,
  focusRef,
  error,
}: {
  id: string;
  value: PoolRules;
  onChange: (rules: PoolRules) => void;
  /** Takes the chosen "Numbers" radio: where focus goes when the rules are in error. */
  focusRef: Ref<HTMLInputElement>;
  error: string | undefined;
}) {
  const { numbers, reverseWinners, boardSize } = value;
  const errorId = error ? fieldErrorId(id) : undefined;
  return (
    <div className="grid gap-5">
      <fieldset className="grid min-w-0 gap-2" aria-describedby={errorId}>
        <Legend>Numbers</Legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {NUMBERS_OPTIONS.map((option) => (
            <RadioCard
              key={option.value}
              id={`${id}-numbers-${option.value}`}
              name="numbers"
              checked={numbers === option.value}
              inputRef={numbers === option.value ? focusRef : undefined}
              onSelect={() => onChange({ ...value, numbers: option.value })}
              title={option.label}
              description={option.description}
              describedBy={errorId}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-2" aria-describedby={errorId}>
        <Legend>Winners</Legend>
        <ChoiceField
          id={`${id}-reverseWinners`}
          type="checkbox"
          name="reverseWinners"
          label="Reverse winners"
          description={REVERSE_WINNERS_DESCRIPTION}
          checked={reverseWinners}
          onChange={(event) => onChange({ ...value, reverseWinners: event.target.checked })}
          className="rounded-lg border border-border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-turf-50"
        />
      </fieldset>

      <fieldset className="grid min-w-0 gap-2" aria-describedby={errorId}>
        <Legend>Board</Legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {BOARD_OPTIONS.map((option) => (
            <RadioCard
              key={option.value}
              id={`${id}-boardSize-${option.value}`}
              name="boardSize"
              checked={boardSize === option.value}
              onSelect={() => onChange({ ...value, boardSize: option.value })}
              title={option.label}
              description={option.description}
              describedBy={errorId}
            />
          ))}
        </div>
      </fieldset>
      {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
    </div>
  );
}
