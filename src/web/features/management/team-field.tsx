import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';

type TeamFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (team: string) => void;
  /** Takes the team's control and the colour's: where focus goes when either is in error. */
  teamRef: (element: HTMLElement | null) => void;
  colorRef: (element: HTMLElement | null) => void;
  error: string | undefined;
  /** The league's teams to choose from (the NFL's 32), or null for a typed name. */
  choices: readonly string[] | null;
  color: string;
  onColorChange: (color: string) => void;
  colorError: string | undefined;
};

/** One side of the game: its team (chosen or typed) and its colour. */
export function TeamField({ id, label, value, onChange, teamRef, colorRef, error, choices, color, onColorChange, colorError }: TeamFieldProps) {
  const colorId = `${id}-color`;
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
      <Field id={id} label={label} error={error}>
        {choices ? (
          <NativeSelect {...fieldControlProps(id, { error })} ref={teamRef} name={id} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="" disabled>
              Select a team
            </option>
            {choices.map((team) => (
              <option key={team} value={team}>
                {team}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input {...fieldControlProps(id, { error })} ref={teamRef} name={id} autoComplete="off" maxLength={60} value={value} onChange={(event) => onChange(event.target.value)} />
        )}
      </Field>
      <Field id={colorId} label={`${label} Color`} error={colorError}>
        <div className="flex items-center gap-2">
          <input
            {...fieldControlProps(colorId, { error: colorError })}
            ref={colorRef}
            type="color"
            name={colorId}
            value={color}
            onChange={(event) => onColorChange(event.target.value)}
            className="h-10 w-14 cursor-pointer rounded-lg border border-input bg-card p-1 shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40"
          />
          <span aria-hidden className="font-mono text-xs text-muted-foreground uppercase">
            {color}
          </span>
        </div>
      </Field>
    </div>
  );
}
