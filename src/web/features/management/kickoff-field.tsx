import { useController, type Control } from 'react-hook-form';
import { FieldError, fieldControlProps, fieldErrorId } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { GameFormValues, KickoffValue } from './game-form-model';

/** The game's kickoff, a date and a time in the admin's own time zone; its error is about both. */
export function KickoffField({ id, control }: { id: (part: 'gameDate' | 'date' | 'time') => string; control: Control<GameFormValues, unknown, unknown> }) {
  const { field, fieldState } = useController({ control, name: 'gameDate' });
  const error = fieldState.error?.message;
  const errorId = error ? fieldErrorId(id('gameDate')) : undefined;
  const change = (part: keyof KickoffValue, typed: string) => field.onChange({ ...field.value, [part]: typed });
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-semibold">Kickoff (your time zone)</legend>
      <div className="grid grid-cols-2 gap-3">
        {(['date', 'time'] as const).map((part) => (
          <div key={part} className="grid gap-2">
            <Label htmlFor={id(part)}>{part === 'date' ? 'Date' : 'Time'}</Label>
            <Input
              {...fieldControlProps(id(part), { describedBy: errorId, invalid: Boolean(error) })}
              ref={part === 'date' ? field.ref : undefined}
              type={part}
              name={part}
              value={field.value[part]}
              onChange={(event) => change(part, event.target.value)}
              onBlur={field.onBlur}
            />
          </div>
        ))}
      </div>
      {error ? <FieldError id={fieldErrorId(id('gameDate'))}>{error}</FieldError> : null}
    </fieldset>
  );
}
