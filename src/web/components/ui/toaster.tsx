import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastVariant } from '../../lib/toast/toast-reducer';
import { useToast } from '../../lib/toast/use-toast';
import { ToastClose, ToastDescription, ToastProvider, ToastRoot, ToastTitle, ToastViewport } from './toast';

const ICONS: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
};

/** Renders the toast store. Mount once at the root; call toast() from anywhere. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => {
        const Icon = ICONS[variant];
        return (
          <ToastRoot
            key={id}
            open={open}
            variant={variant}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          >
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="grid gap-0.5">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            <ToastClose />
          </ToastRoot>
        );
      })}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
