export { escapeHtml, renderMail, type MailContent, type MailParts } from './layout';
export { INVITATION_SUBJECT, invitationMail, joinLink, type InvitationMailInput } from './invitation';
export { poolRefundedMail, type PoolRefundedMailInput } from './pool-refunded';
export { claimLink, periodWonMail, prizeClaimReminderMail, type PrizeMailInput } from './prize';
