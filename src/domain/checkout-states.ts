/**
 * The values a stored checkout (one row of the payments table, D7) takes: its status, why it bought
 * nothing, and the provider action it owes. The database's checks hold the same lists.
 */
export type CheckoutStatus = 'creating' | 'awaiting_payment' | 'completed' | 'released' | 'rejected' | 'refunded';

export type OutcomeReason = 'abandoned' | 'hold_expired' | 'squares_taken' | 'pool_closed' | 'creation_failed' | 'canceled';

/** A cancel or refund owed to the payment provider (also the operator queue's action). */
export type ProviderAction = 'cancel' | 'refund';

export type ProviderName = 'sandbox' | 'stripe';
