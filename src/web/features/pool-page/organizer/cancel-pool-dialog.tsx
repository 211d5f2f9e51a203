import type { UseMutationResult } from '@tanstack/react-query';
import { Ban, LoaderCircle } from 'lucide-react';
import type { Pool } from '../../../../domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { LazyDialogProps } from '../../../components/ui/lazy-dialog';
import { serverMessageOr } from '../../../lib/form-errors';

type CancelPoolDialogProps = LazyDialogProps & {
  pool: Pool;
  /** POST /api/pools/{id}/cancel, owned by the organizer's Cancel pool button (organizer-invitations.tsx). */
  cancel: UseMutationResult<unknown, Error, void>;
};

/** 'Cancel pool' asks first; loaded on the first click. */
export default function CancelPoolDialog({ pool, cancel, open, onOpenChange, content }: CancelPoolDialogProps) {
  const paidOnSite = pool.collection === 'squares' && pool.entryFeeCents > 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content} className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel {pool.name}?</DialogTitle>
          <DialogDescription>
            {paidOnSite
              ? 'The pool closes for good and every paid entry is refunded to the card it came from. Each player gets an e-mail.'
              : 'The pool closes for good: nobody can pick squares in it any more.'}
          </DialogDescription>
        </DialogHeader>
        {cancel.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverMessageOr(cancel.error, 'The pool could not be cancelled. Please try again.')}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep the pool
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending} aria-busy={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Ban aria-hidden />}
            {cancel.isPending ? 'Cancelling...' : 'Cancel the pool'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

