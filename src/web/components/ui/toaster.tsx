import { useRef } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { BRIEF_TOAST_DURATION_MS, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastVariant } from '../../lib/toast/toast-reducer';
import { useDismissBriefToastsOnNavigation } from '../../lib/toast/use-dismiss-brief-toasts';
import { useToast } from '../../lib/toast/use-toast';
import { useToastPlacement } from '../../lib/toast/use-toast-placement';
import { ToastClose, ToastDescription, ToastProvider, ToastRoot, ToastTitle, ToastViewport } from './toast';

const ICONS: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
};

/**
 * Renders the toast store. Mount once at the root; call toast() from anywhere. Toasts stay off the
 * primary actions and the phone cart bar: at the bottom, above the bar and (on phones) any action
 * there, or on wider screens at the top when the bottom would cover one (toast-placement.ts).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewportRef = useRef<HTMLOListElement>(null);
  const { placement, lift } = useToastPlacement(viewportRef, toasts.some((t) => t.open));
  useDismissBriefToastsOnNavigation(toasts, dismiss);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, reference, variant = 'default', open, brief }) => {
        const Icon = ICONS[variant];
        return (
          <ToastRoot
            key={id}
            open={open}
            variant={variant}
            duration={brief ? BRIEF_TOAST_DURATION_MS : undefined}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={placement === 'top' ? 'data-[state=open]:animate-toast-in-top' : undefined}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          >
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="grid gap-0.5">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
              {reference ? <p className="select-all text-xs opacity-90">Reference: {reference}</p> : null}
            </div>
            <ToastClose />
          </ToastRoot>
        );
      })}
      <ToastViewport
        ref={viewportRef}
        hotkey={['F8']}
        data-placement={placement}
        className={placement === 'top' ? 'top-16 bottom-auto max-h-[calc(100dvh-4rem)]' : undefined}
        style={placement === 'bottom' && lift > 0 ? { bottom: lift, maxHeight: `calc(100dvh - ${lift}px)` } : undefined}
      />
    </ToastProvider>
  );
}
