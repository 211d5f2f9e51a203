import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CalendarDays, ChevronRight, LogOut, Menu, Plus, ReceiptText, Settings, ShieldCheck, User } from 'lucide-react';
import type { AuthUser } from '../../lib/auth-types';
import { leagueScheduleHref, useLeagues } from '../../lib/use-leagues';
import { cn } from '../../lib/utils';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Separator } from '../../components/ui/separator';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { LogoMark } from '../../components/brand/logo';
import { LeagueSelect } from './league-select';
import { ADMIN_LINKS, CREATE_POOL_LINK, isLinkActive, PRIMARY_LINKS, type NavLink } from './nav-links';
import { signOut } from './user-menu';
import { displayName, UserAvatar } from '../../components/user/user-avatar';

function SheetLink({ link, location, icon }: { link: NavLink; location: string; icon?: ReactNode }) {
  const active = isLinkActive(link, location);
  return (
    <SheetClose asChild>
      <Link
        href={link.href}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[15px] font-semibold text-ink-800 transition-colors hover:bg-muted',
          active && 'bg-turf-50 text-turf-800',
        )}
      >
        {icon}
        <span className="flex-1">{link.label}</span>
        <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
      </Link>
    </SheetClose>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-[0.12em] text-muted-foreground uppercase">{children}</p>;
}

/** The phone menu: the same links as the desktop bar, in a side sheet. */
export function MobileNav({ user, location }: { user: AuthUser; location: string }) {
  const [open, setOpen] = useState(false);
  const { data: leagues, isError } = useLeagues();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost-inverse" size="icon" aria-label="Open menu" className="lg:hidden [&_svg]:size-6">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <div className="flex items-center gap-2 border-b border-border px-5 py-4">
          <LogoMark />
          <SheetTitle className="text-lg font-black tracking-tight">Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation and account</SheetDescription>
        </div>
        <div className="flex items-center gap-3 px-5 py-4">
          <UserAvatar user={user} className="size-11" />
          <div className="min-w-0">
            <p className="truncate font-bold">{displayName(user)}</p>
            {user.email ? <p className="truncate text-sm text-muted-foreground">{user.email}</p> : null}
          </div>
        </div>
        <nav aria-label="Main" className="flex flex-col gap-0.5 px-2">
          {PRIMARY_LINKS.map((link) => (
            <SheetLink key={link.href} link={link} location={location} />
          ))}
        </nav>
        <div className="px-5 py-3">
          <SheetClose asChild>
            <Button asChild className="w-full">
              <Link href={CREATE_POOL_LINK.href}>
                <Plus aria-hidden />
                {CREATE_POOL_LINK.label}
              </Link>
            </Button>
          </SheetClose>
        </div>
        <div className="grid gap-2 px-5 pb-3">
          <Label htmlFor="mobile-league-select">League</Label>
          <LeagueSelect id="mobile-league-select" />
        </div>
        <Separator />
        <nav aria-label="League Schedules" className="flex flex-col gap-0.5 px-2 py-2">
          <SectionTitle>League Schedules</SectionTitle>
          {isError && <p className="px-3 py-2 text-sm text-muted-foreground">Leagues couldn't be loaded.</p>}
          {leagues?.map((league) => (
            <SheetLink
              key={league.id}
              link={{ href: leagueScheduleHref(league), label: league.name }}
              location={location}
              icon={<CalendarDays aria-hidden className="size-4 text-muted-foreground" />}
            />
          ))}
        </nav>
        {user.isAdmin && (
          <>
            <Separator />
            <nav aria-label="Admin" className="flex flex-col gap-0.5 px-2 py-2">
              <SectionTitle>Admin</SectionTitle>
              {ADMIN_LINKS.map((link) => (
                <SheetLink
                  key={link.href}
                  link={link}
                  location={location}
                  icon={<ShieldCheck aria-hidden className="size-4 text-gold-700" />}
                />
              ))}
            </nav>
          </>
        )}
        <Separator />
        <div className="flex flex-col gap-0.5 px-2 py-2 pb-6">
          <SectionTitle>Account</SectionTitle>
          <SheetLink
            link={{ href: '/profile', label: 'Profile' }}
            location={location}
            icon={<User aria-hidden className="size-4 text-muted-foreground" />}
          />
          <SheetLink
            link={{ href: '/activity', label: 'Activity' }}
            location={location}
            icon={<ReceiptText aria-hidden className="size-4 text-muted-foreground" />}
          />
          <SheetLink
            link={{ href: '/settings', label: 'Settings' }}
            location={location}
            icon={<Settings aria-hidden className="size-4 text-muted-foreground" />}
          />
          <Button variant="ghost" className="justify-start px-3 text-[15px] text-destructive" onClick={signOut}>
            <LogOut aria-hidden />
            Sign out
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
