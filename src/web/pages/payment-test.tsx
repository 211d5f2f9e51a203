import { PaymentTester } from '../features/payment-test';

/** Admins only: everyone else gets 'Access Denied' from the route view (app/admin-pages.ts). */
export default function PaymentTestPage() {
  return <PaymentTester />;
}
