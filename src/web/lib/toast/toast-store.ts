/**
 * A module-level toast store: `toast()` works from anywhere (event handlers, mutations, plain
 * modules), and the <Toaster/> subscribes to it.
 */
import {
  initialToastState,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastAction,
  type ToastInput,
  type ToastItem,
  type ToastState,
} from './toast-reducer';

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastInput>) => void;
};

export type ToastStore = {
  getState: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: ToastAction) => void;
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (toastId?: string) => void;
};

export function createToastStore(removeDelayMs: number = TOAST_REMOVE_DELAY_MS): ToastStore {
  let state: ToastState = initialToastState;
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction): void {
    state = toastReducer(state, action);
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(toastId: string): void {
    if (removalTimers.has(toastId)) return;
    removalTimers.set(
      toastId,
      setTimeout(() => {
        removalTimers.delete(toastId);
        dispatch({ type: 'REMOVE_TOAST', toastId });
      }, removeDelayMs),
    );
  }

  function dismiss(toastId?: string): void {
    const targets = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
    targets.forEach(scheduleRemoval);
    dispatch({ type: 'DISMISS_TOAST', ...(toastId === undefined ? {} : { toastId }) });
  }

  function toast(input: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const item: ToastItem = { variant: 'default', ...input, id, open: true };
    dispatch({ type: 'ADD_TOAST', toast: item });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (patch) => dispatch({ type: 'UPDATE_TOAST', toast: { ...patch, id } }),
    };
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    toast,
    dismiss,
  };
}
