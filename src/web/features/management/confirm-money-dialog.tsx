import { LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

type ConfirmMoneyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the change does, above all to the money. */
  consequences: string[];
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
};

/** A last look before a change that gives players' money back; Escape or "Keep pool" leaves everything as it is. */
export function ConfirmMoneyDialog({ open, onOpenChange, title, consequences, confirmLabel, busy, onConfirm }: ConfirmMoneyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">
              {consequences.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Keep pool
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
