import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, initialToastState, toastReducer, type ToastItem } from './toast-reducer';
import { createToastStore } from './toast-store';

const item = (id: string): ToastItem => ({ id, title: `Toast ${id}`, open: true });

describe('toastReducer', () => {
  it('keeps at most one toast, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer(initialToastState, { type: 'ADD_TOAST', toast: item('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: item('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('dismiss closes a toast without removing it', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([{ ...item('1'), open: false }]);
  });

  it('dismiss without an id closes every toast; remove without an id clears', () => {
    const closed = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST' });
    expect(closed.toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(closed, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('updates only the matching toast', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'New' } });
    expect(state.toasts[0]?.title).toBe('New');
    expect(toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: 'x', title: 'Nope' } })).toEqual(state);
  });

  it('does not mutate the previous state', () => {
    const before = { toasts: [item('1')] };
    toastReducer(before, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(before.toasts[0]?.open).toBe(true);
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes a dismissed toast 2000 ms after dismissal', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Link Copied', variant: 'success' });
    expect(store.getState().toasts).toHaveLength(1);

    handle.dismiss();
    expect(store.getState().toasts[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('shows only the newest toast when several are raised', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['Second']);
    expect(store.getState().toasts[0]?.variant).toBe('destructive');
  });

  it('defaults the variant and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: 'Hello' });
    expect(store.getState().toasts[0]?.variant).toBe('default');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dismiss();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dismissing twice schedules one removal', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const { id } = store.toast({ title: 'Once' });
    store.subscribe(listener);
    store.dismiss(id);
    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getState().toasts).toEqual([]);
  });
});
