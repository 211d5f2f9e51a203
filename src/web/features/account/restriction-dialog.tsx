import { serverMessageOr } from '../../lib/form-errors';
import { ConfirmFooter } from '../../components/ui/confirm-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { useStartRestriction } from './limits-queries';
import { instantText } from './limits-model';
import { consequences, endIfStartedAt, type RestrictionChoice } from './restriction-model';

export const RESTRICTION_FAILED = "It couldn't be started. Please try again.";

/**
 * The last look before a time-out or self-exclusion: what it closes, until when, and that nobody can end
 * it early. An explicit confirm button starts it; Escape or Cancel leaves everything as it is.
 */
export function RestrictionDialog({
  choice,
  startedAt,
  onClose,
  returnFocus,
}: {
  choice: RestrictionChoice | null;
  /** When the player chose it (Date.now()): the end shown is counted from it. */
  startedAt: number;
  onClose: () => void;
  /** Radix gives focus back only to its own trigger: this gives it to the button that opened the dialog. */
  returnFocus: () => void;
}) {
  const start = useStartRestriction();
  const busy = start.isPending;
  const until = choice ? instantText(endIfStartedAt(choice.request, new Date(startedAt)).toISOString()) : '';
  const close = (open: boolean) => {
    if (open || busy) return;
    start.reset();
    onClose();
  };
  return (
    <Dialog open={choice !== null} onOpenChange={close}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        {choice ? (
          <>
            <DialogHeader>
              <DialogTitle>{choice.title}</DialogTitle>
              <DialogDescription asChild>
                <div className="grid gap-2">
                  {consequences(choice.request, until).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
              </DialogDescription>
            </DialogHeader>
            <ConfirmFooter
              error={start.isError ? serverMessageOr(start.error, RESTRICTION_FAILED) : null}
              busy={busy}
              onConfirm={() => start.mutate(choice.request, { onSuccess: () => close(false) })}
            >
              {choice.confirm}
            </ConfirmFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
