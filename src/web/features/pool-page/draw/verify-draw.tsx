import { lazy, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLazyDialog } from '../../../components/ui/lazy-dialog';
import type { VerifyDrawProps } from './verify-draw-dialog';

/** The dialog and its Radix code load on the first click, not with the pool page (its JavaScript budget). */
const VerifyDrawDialog = lazy(() => import('./verify-draw-dialog'));

/** The pool details' "Verify draw" button and its dialog (verify-draw-dialog.tsx). */
export function VerifyDraw({ pool, squares }: VerifyDrawProps) {
  const [open, setOpen] = useState(false);
  const dialog = useLazyDialog(open, setOpen);
  return (
    <>
      <Button variant="outline" size="sm" className="w-full" {...dialog.trigger}>
        <ShieldCheck aria-hidden />
        Verify draw
      </Button>
      {dialog.render(<VerifyDrawDialog pool={pool} squares={squares} open={open} onOpenChange={setOpen} content={dialog.content} />)}
    </>
  );
}
