import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * For a dialog whose code (Radix Dialog and the dialog's content, ~12 KB gzip) loads when it is first
 * opened rather than with the page: a plain button opens it, and `render(dialog)` renders the React.lazy
 * dialog from the first opening on (so closing animates and its state stays). Spread `trigger` on the
 * button (what Radix's DialogTrigger would set) and `content` on DialogContent: Radix gives focus back
 * only to its own DialogTrigger, so `content` sends it back to this button.
 */
export function useLazyDialog(open: boolean, onOpenChange: (open: boolean) => void) {
  const ref = useRef<HTMLButtonElement>(null);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return {
    render: (dialog: ReactNode) => (mounted ? <Suspense fallback={null}>{dialog}</Suspense> : null),
    trigger: {
      ref: ref as RefObject<HTMLButtonElement | null>,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'data-state': open ? ('open' as const) : ('closed' as const),
      onClick: () => onOpenChange(true),
    },
    content: {
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        ref.current?.focus();
      },
    },
  };
}

/** What a lazily loaded dialog is given (see useLazyDialog). */
export type LazyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: ReturnType<typeof useLazyDialog>['content'];
};
