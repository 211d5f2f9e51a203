/**
 * Toast state (spec section 9): at most one toast at a time; a dismissed toast stays (closing
 * animation) until it is removed TOAST_REMOVE_DELAY_MS later. Pure: timers live in toast-store.ts.
 */
import type { ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 5000;
/** A brief toast's time on screen: one of many in a row (a square picked), soon old news. */
export const BRIEF_TOAST_DURATION_MS = 1500;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A failed request's id, shown small and selectable as "Reference: …" (errorReference in lib/api). */
  reference?: string | undefined;
  /**
   * A passing acknowledgement (a square picked): shown for BRIEF_TOAST_DURATION_MS, and gone when the
   * player moves to another page, where it would no longer be news.
   */
  brief?: boolean;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastState = { toasts: ToastItem[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export const initialToastState: ToastState = { toasts: [] };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { toasts: [] };
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}
