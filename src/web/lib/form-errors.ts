/**
 * Field errors for forms: the first message per field, from the `issues` of a 400 answer (DESIGN
 * section 5), so they show under their fields as the form's own check does (lib/forms).
 */
import { ApiRequestError } from './api';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type IssueLike = { readonly path: readonly PropertyKey[] | string; readonly message: string };

/** The field an issue is about: the first path segment that names one of `fields`, else null. */
function fieldOf<K extends string>(path: IssueLike['path'], fields: readonly K[]): K | null {
  const segments = typeof path === 'string' ? path.split(/[./[\]]/) : path.map((part) => String(part));
  for (const segment of segments) {
    const field = fields.find((name) => name === segment);
    if (field !== undefined) return field;
  }
  return null;
}

/** The first message per known field; issues about other paths are left out. */
export function fieldErrorsFromIssues<K extends string>(
  issues: readonly IssueLike[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path, fields);
    if (field !== null && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The field errors a failed API call carries in its body's `issues`, if any. */
export function fieldErrorsFromApiError<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiRequestError)) return {};
  const issues = error.body?.issues;
  return Array.isArray(issues) ? fieldErrorsFromIssues(issues, fields) : {};
}

/** The server's own `message`, or the fallback for anything else (network failure, HTML error page). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? (error.serverMessage ?? fallback) : fallback;
}

/** fetch() rejects with a TypeError when the server cannot be reached at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
