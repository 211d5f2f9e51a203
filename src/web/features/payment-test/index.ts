/** The payment and escrow tester (spec "Internal test pages", /payment-test): admins only. */
export { PaymentTester } from './payment-tester';
