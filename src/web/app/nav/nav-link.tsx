import { Link } from 'wouter';
import { cn } from '../../lib/utils';
import { isLinkActive, type NavLink } from './nav-links';

/** A top-bar link on the dark header; aria-current marks the current page. */
export function HeaderNavLink({ link, location, className }: { link: NavLink; location: string; className?: string }) {
  const active = isLinkActive(link, location);
  return (
    <Link
      href={link.href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative inline-flex h-9 items-center rounded-md px-2.5 text-sm font-semibold whitespace-nowrap text-white/75 xl:px-3 transition-colors hover:bg-white/10 hover:text-white',
        active &&
          'text-white after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-turf-400',
        className,
      )}
    >
      {link.label}
    </Link>
  );
}
