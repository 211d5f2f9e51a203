import { isAuthNoise } from '../lib/auth-errors';

/**
 * Keeps "you are signed out" failures (401 / Unauthorized / Not authenticated) out of the console
 * when they escape as unhandled promise rejections or window errors (spec section 8).
 * Returns a function that removes the listeners.
 */
export function installAuthNoiseFilter(target: EventTarget = window): () => void {
  const onRejection = (event: Event) => {
    if (isAuthNoise((event as PromiseRejectionEvent).reason)) event.preventDefault();
  };
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    if (isAuthNoise(error) || isAuthNoise(message)) event.preventDefault();
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
