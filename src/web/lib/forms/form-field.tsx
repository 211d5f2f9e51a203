/**
 * <Field> bound to a react-hook-form field: the label, hint and error of components/ui/field, and a
 * control wired to the form (value, onChange, ref for focus) and to its error (aria-invalid,
 * aria-describedby). The control is the children function's, so any input, select or widget fits.
 */
import type { ReactNode } from 'react';
import { useController, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, fieldControlProps, type FieldControlProps } from '../../components/ui/field';

export type BoundControl<V extends FieldValues, N extends FieldPath<V>> = FieldControlProps & ControllerRenderProps<V, N>;

type FormFieldProps<V extends FieldValues, N extends FieldPath<V>> = {
  // The form's control, whatever it submits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<V, any, any>;
  name: N;
  /** The control's id; the label points at it. */
  id: string;
  label: ReactNode;
  aside?: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (control: BoundControl<V, N>) => ReactNode;
};

export function FormField<V extends FieldValues, N extends FieldPath<V>>({ control, name, id, label, aside, hint, className, children }: FormFieldProps<V, N>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} aside={aside} hint={hint} error={error} className={className}>
      {children({ ...field, ...fieldControlProps(id, { error, hint: Boolean(hint) }) })}
    </Field>
  );
}
