import { Link } from 'wouter';
import { Plus } from 'lucide-react';
import type { AuthUser } from '../../lib/auth-types';
import { Button } from '../../components/ui/button';
import { SimpleTooltip } from '../../components/ui/tooltip';
import { AdminMenu } from './admin-menu';
import { LeagueSelect } from './league-select';
import { MobileNav } from './mobile-nav';
import { HeaderNavLink } from './nav-link';
import { CREATE_POOL_LINK, isLinkActive, PRIMARY_LINKS } from './nav-links';
import { SchedulesMenu } from './schedules-menu';
import { UserMenu } from './user-menu';

/**
 * The signed-in half of the top bar. Its own chunk: visitors on the landing page never download the
 * menus and select it needs.
 */
export default function SignedInNav({ user, location }: { user: AuthUser; location: string }) {
  const onSchedule = location.startsWith('/schedule/');
  const creating = isLinkActive(CREATE_POOL_LINK, location);

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
        {PRIMARY_LINKS.map((link) => (
          <HeaderNavLink key={link.href} link={link} location={location} />
        ))}
        <SchedulesMenu active={onSchedule} />
        {user.isAdmin && <AdminMenu location={location} />}
      </nav>
      <div className="ml-auto flex items-center gap-2">
        <LeagueSelect inverse className="hidden w-24 lg:flex xl:w-28" />
        <SimpleTooltip content={CREATE_POOL_LINK.label}>
          <Button variant="brand" size="sm" asChild className="hidden h-9 lg:inline-flex xl:hidden">
            <Link href={CREATE_POOL_LINK.href} aria-label={CREATE_POOL_LINK.label} aria-current={creating ? 'page' : undefined}>
              <Plus aria-hidden />
            </Link>
          </Button>
        </SimpleTooltip>
        <Button variant="brand" size="sm" asChild className="hidden h-9 xl:inline-flex">
          <Link href={CREATE_POOL_LINK.href} aria-current={creating ? 'page' : undefined}>
            <Plus aria-hidden />
            {CREATE_POOL_LINK.label}
          </Link>
        </Button>
        <UserMenu user={user} />
        <MobileNav user={user} location={location} />
      </div>
    </>
  );
}
