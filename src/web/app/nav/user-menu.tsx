import { Link } from 'wouter';
import { LogOut, ReceiptText, Settings, User } from 'lucide-react';
import type { AuthUser } from '../../lib/auth-types';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { displayName, UserAvatar } from '../../components/user/user-avatar';

/** Sign-out is a browser navigation (spec section 7). */
export function signOut(): void {
  window.location.assign('/api/logout');
}

export function UserMenu({ user }: { user: AuthUser }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full ring-2 ring-white/15 transition hover:ring-turf-400 data-[state=open]:ring-turf-400"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar user={user} className="size-10" />
          <span className="grid min-w-0">
            <span className="truncate font-semibold">{displayName(user)}</span>
            {user.email ? <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span> : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <User aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/activity">
            <ReceiptText aria-hidden />
            Activity
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={signOut}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
