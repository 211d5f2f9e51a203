/** The signed-in player's own account: the Profile page's overview and sign-out everywhere, the Settings page's e-mail choices and limits. */
export { ProfileOverview } from './profile-overview';
export { SignOutEverywhere } from './sign-out-everywhere';
export { NotificationSettings } from './notification-settings';
export { LimitsSection } from './limits-section';
