import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

/**
 * The end of a dialog that asks before an action that cannot be undone: the server's refusal (if the last
 * try failed), Cancel, and the action, both disabled while it runs, the action spinning meanwhile.
 */
export function ConfirmFooter({
  error,
  busy,
  onConfirm,
  icon,
  children,
}: {
  /** What went wrong with the last try, or null. */
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  /** Shown before the label when not busy. */
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button variant="destructive" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : (icon ?? null)}
          {children}
        </Button>
      </DialogFooter>
    </>
  );
}
