/**
 * One form that sends one request (DESIGN section 5): react-hook-form holds the values and errors, the
 * resolver checks them (schemaResolver: the server's own schema), and a refused request's `issues` land
 * on their fields. Focus goes to the first field in error, in form order: react-hook-form moves it after
 * a failed check (`shouldFocusError`), this hook after a refused request; either is given again after the
 * render that ends the submit, as controls disabled while it ran take no focus. Busy is the form's own
 * `isSubmitting`: the button is disabled until the request is answered.
 */
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Mode, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { fieldErrorsFromApiError } from '../form-errors';
import type { FieldMessages } from './schema-resolver';

type ApiFormOptions<V extends FieldValues, P> = {
  /** The fields and what they start with; the keys' order is the form's order (focus goes to the first in error). */
  defaultValues: V;
  resolver: Resolver<NoInfer<V>, unknown, P>;
  /** Sends the checked values; a rejection is a refused or failed request. */
  submit: (payload: P) => Promise<unknown>;
  /** Says what went wrong (a toast, a refetch) and names field errors the answer's `issues` do not (a taken name). */
  onFailure?: (error: unknown) => FieldMessages<V> | void;
  /** When fields are checked before the first submit: never (the default), or once left ('onTouched'). */
  mode?: Mode;
  /** After a check that found problems, e.g. a toast for one of them (the messages are under the fields already). */
  onInvalid?: (messages: FieldMessages<V>) => void;
};

export type ApiForm<V extends FieldValues, P> = UseFormReturn<V, unknown, P> & {
  /** The form's onSubmit. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Checking or sending: the submit button is disabled and says so. */
  busy: boolean;
  /** Shows refusals under their fields (a request sent outside onSubmit); focus goes to the first once the page is rendered. */
  showServerErrors: (messages: FieldMessages<V>) => void;
};

/**
 * Shows messages under their fields; returns the first of them in `fields` order, for focus. Focus waits
 * for the render after the submit: while it runs the form's controls may be disabled, and a disabled control
 * takes none.
 */
function setServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'setError'>,
  messages: FieldMessages<V>,
  fields: readonly (keyof V & string)[],
): Path<V> | null {
  let first: Path<V> | null = null;
  for (const field of fields) {
    const message = messages[field];
    if (message === undefined) continue;
    form.setError(field as Path<V>, { type: 'server', message });
    first ??= field as Path<V>;
  }
  return first;
}

export function useApiForm<V extends FieldValues, P>({ defaultValues, resolver, submit, onFailure, mode = 'onSubmit', onInvalid }: ApiFormOptions<V, P>): ApiForm<V, P> {
  const form = useForm<V, unknown, P>({ defaultValues: defaultValues as DefaultValues<V>, resolver, mode, shouldFocusError: true });
  const fields = Object.keys(defaultValues) as (keyof V & string)[];
  const busy = form.formState.isSubmitting;
  // The field to focus once a refusal is on screen; a new object each time, so the same field is focused again.
  const [focusRequest, setFocusRequest] = useState<{ field: Path<V> } | null>(null);
  const { setFocus } = form;
  useEffect(() => {
    if (!busy && focusRequest) setFocus(focusRequest.field);
  }, [busy, focusRequest, setFocus]);

  const showServerErrors = (messages: FieldMessages<V>) => {
    const first = setServerErrors(form, messages, fields);
    if (first) setFocusRequest({ field: first });
  };

  const send = form.handleSubmit(
    async (payload) => {
      try {
        await submit(payload);
      } catch (error) {
        const named = onFailure?.(error) ?? {};
        showServerErrors({ ...fieldErrorsFromApiError(error, fields), ...named });
      }
    },
    (errors) => {
      const messages = Object.fromEntries(fields.flatMap((field) => (errors[field]?.message ? [[field, errors[field].message]] : []))) as FieldMessages<V>;
      // react-hook-form has focused the first field in error, unless the form's controls were disabled while
      // it checked (busy): then the focus is given again once they are enabled.
      const first = fields.find((field) => errors[field] !== undefined);
      if (first) setFocusRequest({ field: first as Path<V> });
      onInvalid?.(messages);
    },
  );

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    // A second Enter while the first request is out sends nothing more.
    if (busy) return event?.preventDefault();
    setFocusRequest(null);
    await send(event);
  };

  return { ...form, onSubmit, busy, showServerErrors };
}
