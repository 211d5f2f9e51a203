import { Link } from 'wouter';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/utils';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { ADMIN_LINKS, isLinkActive } from './nav-links';

/** The admin links (Management, Payment Test, Score Feed Test) grouped on wide screens. */
export function AdminMenu({ location }: { location: string }) {
  const active = ADMIN_LINKS.some((link) => isLinkActive(link, location));
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold whitespace-nowrap text-gold-300 xl:px-3 transition-colors hover:bg-white/10 data-[state=open]:bg-white/10',
          active && 'bg-white/10',
        )}
      >
        <ShieldCheck aria-hidden className="size-4" />
        Admin
        <ChevronDown aria-hidden className="size-4 opacity-70" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          Admin tools
        </DropdownMenuLabel>
        {ADMIN_LINKS.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href} aria-current={isLinkActive(link, location) ? 'page' : undefined}>
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
