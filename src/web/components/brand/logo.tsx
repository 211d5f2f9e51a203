import { cn } from '../../lib/utils';

/** The grid mark: a 3x3 slice of a board with the winning square in gold. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={cn('size-7', className)}>
      <rect width="24" height="24" rx="6" className="fill-turf-500" />
      {[0, 1, 2].flatMap((r) =>
        [0, 1, 2].map((c) => {
          const winner = r === 2 && c === 2;
          return (
            <rect
              key={`${r}${c}`}
              x={4.5 + c * 5.4}
              y={4.5 + r * 5.4}
              width="4.2"
              height="4.2"
              rx="1"
              className={winner ? 'fill-gold-300' : 'fill-ink-950'}
              opacity={winner || (r + c) % 2 === 0 ? 1 : 0.55}
            />
          );
        }),
      )}
    </svg>
  );
}

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className={cn('text-xl font-black tracking-tight', inverse ? 'text-white' : 'text-ink-900')}>Squares</span>
    </span>
  );
}
