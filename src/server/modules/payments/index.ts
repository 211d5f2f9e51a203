export { paymentRoutes, paymentWebhookRoutes } from './routes';
export { paymentsTick, type PaymentsTickReport } from './payments-tick';
export { completePurchase, type PurchaseResult } from './complete-purchase';
export type { PaymentDeps } from './ports';
export { createEscrowPayment, startCheckoutAnswer } from './checkout';
export { holdSecondsLeft } from './my-checkout';
export { paymentsOwingProviderActions, performPoolProviderActions, performProviderAction } from './provider-actions';
