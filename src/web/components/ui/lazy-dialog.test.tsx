// @vitest-environment happy-dom
import { lazy, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { useLazyDialog, type LazyDialogProps } from './lazy-dialog';
// Loaded before the test: the lazy import below then resolves at once, not after a busy machine's module load.
import './dialog';

afterEach(cleanup);

// Stands for a dialog module loaded on demand: counted, so the test sees when it loads.
const loads = vi.fn();
const LazyConfirm = lazy(async () => {
  loads();
  const { Dialog, DialogContent, DialogDescription, DialogTitle } = await import('./dialog');
  return {
    default: function Confirm({ open, onOpenChange, content }: LazyDialogProps) {
      return (
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogContent {...content}>
            <DialogTitle>Cancel the pool?</DialogTitle>
            <DialogDescription>It closes for good.</DialogDescription>
          </DialogContent>
        </Dialog>
      );
    },
  };
});

function CancelButton() {
  const [open, setOpen] = useState(false);
  const dialog = useLazyDialog(open, setOpen);
  return (
    <>
      <Button {...dialog.trigger}>Cancel pool</Button>
      {dialog.render(<LazyConfirm open={open} onOpenChange={setOpen} content={dialog.content} />)}
    </>
  );
}

describe('a dialog loaded when first opened', () => {
  it('loads on the first click, opens, and on Escape closes and gives focus back to its button', async () => {
    render(<CancelButton />);
    const button = screen.getByRole('button', { name: 'Cancel pool' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(loads).not.toHaveBeenCalled();

    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the pool?' });
    expect(loads).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);

    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Radix moves focus once the content has gone (a timer), to this button and not to the page.
    await vi.waitFor(() => expect(document.activeElement).toBe(button));

    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Cancel the pool?' })).toBeTruthy();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
