// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { dismissToast, toast } from '../../lib/toast/use-toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

/** The toast item (Radix's li) holding this text, with its data-state. */
const toastWith = (text: string) => screen.queryByText(text)?.closest('li') ?? null;

describe('Toaster', () => {
  it('shows a failed request’s reference under the message, as selectable text', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Error', description: 'This square is taken.', variant: 'destructive', reference: 'ab12cd34-7' }));
    const reference = screen.getByText('Reference: ab12cd34-7');
    expect(reference.className).toContain('select-all');
    expect(screen.getByText('This square is taken.')).toBeTruthy();
  });

  it('shows no reference line when there is none', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Link Copied', variant: 'success' }));
    expect(screen.getByText('Link Copied')).toBeTruthy();
    expect(screen.queryByText(/^Reference:/)).toBeNull();
  });

  it('a brief toast (a square picked) closes after 1.5 s; others stay their 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Square Selected', variant: 'success', brief: true }));
    expect(toastWith('Square Selected')?.getAttribute('data-state')).toBe('open');
    act(() => void vi.advanceTimersByTime(1_600));
    expect(toastWith('Square Selected')?.getAttribute('data-state') ?? 'gone').not.toBe('open');

    act(() => void toast({ title: 'Link Copied', variant: 'success' }));
    act(() => void vi.advanceTimersByTime(1_600));
    expect(toastWith('Link Copied')?.getAttribute('data-state')).toBe('open');
  });

  it('closes brief toasts when the page changes, and only those', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Square Selected', variant: 'success', brief: true }));
    act(() => navigate('/checkout?poolId=1'));
    expect(toastWith('Square Selected')?.getAttribute('data-state') ?? 'gone').not.toBe('open');

    act(() => void toast({ title: 'Purchase Complete', variant: 'success' }));
    act(() => navigate('/pool/1'));
    expect(toastWith('Purchase Complete')?.getAttribute('data-state')).toBe('open');
  });
});
