import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../../lib/after-next-paint';

const SimpleTooltip = lazy(() => import('./tooltip').then((module) => ({ default: module.SimpleTooltip })));

type DeferredTooltipProps = { content: ReactNode; children: ReactNode; side?: 'top' | 'bottom' | 'left' | 'right' };

/**
 * SimpleTooltip (tooltip.tsx) whose code, Radix Tooltip and Floating UI (~13 KB gzip), loads after the
 * page's first paint rather than before it: for a tooltip on a page's first screen (the pool page's
 * Live pill). Until then the trigger shows without its tooltip, which opens only after 700 ms anyway.
 */
export function DeferredTooltip({ content, children, side }: DeferredTooltipProps) {
  if (!useAfterFirstPaint()) return children;
  return (
    <Suspense fallback={children}>
      <SimpleTooltip content={content} side={side}>
        {children}
      </SimpleTooltip>
    </Suspense>
  );
}
