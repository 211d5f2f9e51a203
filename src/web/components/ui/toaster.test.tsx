// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../../lib/toast/use-toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

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
});
