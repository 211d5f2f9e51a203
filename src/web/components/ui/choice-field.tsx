import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { FieldError, fieldControlProps, fieldErrorId, fieldHintId } from './field';

type ChoiceFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  id: string;
  type: 'checkbox' | 'radio';
  label: ReactNode;
  /** Under the label; the control is described by it. */
  description: ReactNode;
  error?: string | null | undefined;
  /** Classes of the row (spacing within a list). */
  className?: string;
};

/** A native checkbox or radio (keyboard and screen readers for free) with its label, description and error. */
export function ChoiceField({ id, type, label, description, error, className, ...input }: ChoiceFieldProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        {...input}
        {...fieldControlProps(id, { error, hint: true })}
        type={type}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-turf-700 disabled:cursor-not-allowed"
      />
      <div className="grid min-w-0 gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-[15px] font-semibold text-ink-900">
          {label}
        </label>
        <p id={fieldHintId(id)} className="text-sm text-muted-foreground">
          {description}
        </p>
        {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
