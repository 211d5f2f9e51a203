import { describe, expect, it } from 'vitest';
import { installAuthNoiseFilter } from './auth-noise-filter';

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

function windowError(error: unknown, message = ''): Event {
  return Object.assign(new Event('error', { cancelable: true }), { error, message });
}

describe('installAuthNoiseFilter', () => {
  it('silences signed-out rejections and errors only', () => {
    const target = new EventTarget();
    const uninstall = installAuthNoiseFilter(target);

    const quiet = [
      rejection(new Error('401: {"message":"Not signed in"}')),
      rejection(new Error('Unauthorized')),
      windowError(new Error('Not authenticated')),
      windowError(null, 'Uncaught Error: 401: Unauthorized'),
    ];
    for (const event of quiet) {
      target.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }

    const loud = [rejection(new Error('500: Internal Server Error')), windowError(new TypeError('x is undefined'))];
    for (const event of loud) {
      target.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }

    uninstall();
    const after = rejection(new Error('401: gone'));
    target.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
