import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { ToastItem } from './toast-reducer';

/** Closes the open brief toasts (ToastInput.brief) when the page changes: a square picked is no news at checkout. */
export function useDismissBriefToastsOnNavigation(toasts: readonly ToastItem[], dismiss: (toastId: string) => void): void {
  const [location] = useLocation();
  const shownOn = useRef(location);
  useEffect(() => {
    if (shownOn.current === location) return;
    shownOn.current = location;
    for (const item of toasts) if (item.brief && item.open) dismiss(item.id);
  }, [location, toasts, dismiss]);
}
