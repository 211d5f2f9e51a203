/**
 * <Field> bound to a react-hook-form field: the label, hint and error of components/ui/field, and a
 * control wired to the form (value, onChange, ref for focus) and to its error (aria-invalid,
 * aria-describedby). The control is the children function's, so any input, select or widget fits.
 */
import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
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

/**
 * A form field for a widget of its own (a radio group, a list, a select with states): its id, value,
 * onChange, error, and `focusRef`, which the widget puts on the control that takes focus when the field
 * is in error.
 */
export type WidgetBinding<V extends FieldValues, N extends FieldPath<V>> = {
  id: string;
  value: FieldPathValue<V, N>;
  onChange: (value: FieldPathValue<V, N>) => void;
  focusRef: RefCallBack;
  error: string | undefined;
};

export function useWidgetField<V extends FieldValues, N extends FieldPath<V>>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<V, any, any>,
  name: N,
  id: string,
): WidgetBinding<V, N> {
  const { field, fieldState } = useController({ control, name });
  return { id, value: field.value, onChange: field.onChange, focusRef: field.ref, error: fieldState.error?.message };
}
