import type { AuthUser } from '../../lib/auth-types';
import { cn, initials } from '../../lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';

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
