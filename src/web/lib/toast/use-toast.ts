import { useSyncExternalStore } from 'react';
import { createToastStore } from './toast-store';

const store = createToastStore();

/** Show a toast from anywhere: `toast({ title: 'Link Copied', variant: 'success' })`. */
export const toast = store.toast;
/** Dismiss one toast by id, or all of them. */
export const dismissToast = store.dismiss;

export function useToast() {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}

export type { ToastInput } from './toast-reducer';
