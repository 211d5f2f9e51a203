/** The signed-in player's own account: the Profile page's overview and sign-out everywhere, the Settings page's e-mail choices. */
export { ProfileOverview } from './profile-overview';
export { SignOutEverywhere } from './sign-out-everywhere';
export { NotificationSettings } from './notification-settings';
