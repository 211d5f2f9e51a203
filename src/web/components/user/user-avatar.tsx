/** The signed-in user's picture (or initials) and name, as the top bar, its menus and the Profile page show them. */
import type { AuthUser } from '../../lib/auth-types';
import { cn, initials } from '../../lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from '../ui/avatar';

export function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      <AvatarFallback className={cn(className?.includes('size-1') && 'text-lg')}>
        {initials(user.firstName, user.lastName, user.email)}
      </AvatarFallback>
    </Avatar>
  );
}

/** "{firstName lastName}", or the e-mail, or "Player". */
export function displayName(user: AuthUser): string {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
  return name || user.email || 'Player';
}
