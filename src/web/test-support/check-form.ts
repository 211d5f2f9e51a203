/**
 * A form resolver's verdict on some values, outside React: the payload it would submit, or one message
 * per field, so a form's rules are tested as data.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export type FormCheck<P> = { ok: true; payload: P } | { ok: false; errors: Record<string, string | undefined> };

export async function checkForm<V extends FieldValues, P>(resolver: Resolver<V, unknown, P>, values: V): Promise<FormCheck<P>> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const fields = Object.entries(result.errors);
  if (fields.length === 0) return { ok: true, payload: result.values as P };
  return { ok: false, errors: Object.fromEntries(fields.map(([field, error]) => [field, (error as { message?: string } | undefined)?.message])) };
}
