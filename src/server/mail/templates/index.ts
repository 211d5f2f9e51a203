export { escapeHtml, renderMail, type MailContent, type MailParts } from './layout';
export { INVITATION_SUBJECT, invitationMail, joinLink, type InvitationMailInput } from './invitation';
export { type MailPool } from './pool-context';
export { POOL_REFUNDED_SUBJECT, poolRefundedMail, type PoolRefundedMailInput } from './pool-refunded';
export { PERIOD_WON_SUBJECT, PRIZE_REMINDER_SUBJECT, claimLink, periodWonMail, prizeClaimReminderMail, type PrizeMailInput } from './prize';
