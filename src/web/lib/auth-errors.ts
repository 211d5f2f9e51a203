/**
 * Errors that only mean "you are signed out" (spec section 8). They are expected while a session
 * expires, so they are kept out of error boundaries, logs and unhandled-rejection noise.
 */
const AUTH_NOISE = ['401', 'Unauthorized', 'Not authenticated'];

function messageOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.message;
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const message = (value as { message: unknown }).message;
    return typeof message === 'string' ? message : '';
  }
  return '';
}

export function isAuthNoise(value: unknown): boolean {
  const message = messageOf(value);
  return AUTH_NOISE.some((needle) => message.includes(needle));
}
