import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Label } from './label';

/** The ids a field's hint and error carry, so the control can point at them. */
export function fieldHintId(id: string): string {
  return `${id}-hint`;
}
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldControlOptions = {
  /** The field's own error, shown under it by <Field>. */
  error?: string | null | undefined;
  /** Whether <Field> shows a hint. */
  hint?: boolean;
  /** Another element describing the control, e.g. a form-level error that names it. */
  describedBy?: string | null | undefined;
  /** Marks the control invalid without an error of its own (the form-level error case). */
  invalid?: boolean;
};

/**
 * The accessibility wiring of a form control: its id, aria-invalid when it has an error, and
 * aria-describedby listing the hint and the error that are on screen.
 */
export function fieldControlProps(id: string, options: FieldControlOptions = {}): FieldControlProps {
  const { error, hint = false, describedBy, invalid = Boolean(error) } = options;
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null, describedBy ?? null].filter(
    (part): part is string => Boolean(part),
  );
  return { id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
}

/** A field's error text, under the control. */
export function FieldError({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={cn('flex items-start gap-1.5 text-sm font-medium text-destructive', className)}>
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

type FieldProps = {
  /** The control's id; the label points at it and the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Shown beside the label, outside it, so the control's accessible name stays the label alone. */
  aside?: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
  /** The control, wired with fieldControlProps(id, { error, hint: Boolean(hint) }). */
  children: ReactNode;
};

/** Label, control, hint and error of one form field. */
export function Field({ id, label, aside, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {aside ? <span className="text-xs text-muted-foreground">{aside}</span> : null}
      </div>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
    </div>
  );
}
