import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button, type ButtonProps } from './button';

/** Copies text with the async clipboard API, falling back to a hidden textarea (older or insecure pages). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

const COPIED_FOR_MS = 1600;

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  value: string;
  /** Accessible name, e.g. "Copy commitment". */
  label: string;
};

/** An icon button that copies `value` and shows a check (and says "Copied") for a moment. */
export function CopyButton({ value, label, className, variant = 'ghost', size = 'icon-sm', ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={copied ? `${label}: copied` : label}
      className={cn('text-muted-foreground hover:text-foreground', className)}
      onClick={async () => setCopied(await copyText(value))}
      {...props}
    >
      {copied ? <Check aria-hidden className="text-turf-600" /> : <Copy aria-hidden />}
      <span aria-live="polite" className="sr-only">
        {copied ? 'Copied' : ''}
      </span>
    </Button>
  );
}
