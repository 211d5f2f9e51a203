/**
 * Why the server sent the browser back to /login (GET /api/login and /api/callback redirect to
 * /login?error=<code>), in words for the player. Unknown codes show nothing.
 */
const MESSAGES: Record<string, string> = {
  unavailable: 'Sign-in is unavailable right now. Please try again in a minute.',
  expired: 'Your sign-in took too long or was started in another browser. Please try again.',
  failed: 'We could not complete your sign-in. Please try again.',
  cancelled: 'Sign-in was cancelled.',
};

export function signInErrorMessage(search: string): string | null {
  const code = new URLSearchParams(search).get('error');
  return code ? (MESSAGES[code] ?? null) : null;
}
