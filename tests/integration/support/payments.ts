import type { TestEnv } from './harness';
import { signedInPlayer, type TestClient } from './client';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export type Square = { row: number; column: number };

export interface EscrowPayment {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  holdExpiresAt: string;
  captureMethod: 'manual' | 'automatic';
}

/** A signed-in player whose age and location are verified (eligible for paid play, D14). */
export async function verifiedPlayer(env: TestEnv, state = 'CA') {
  const player = await signedInPlayer(env);
  const response = await player.client.post('/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: state, residenceCountry: 'US' });
  if (response.status !== 200) throw new Error(`verification failed: ${response.status} ${response.text}`);
  return player;
}

const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function createPayment(client: TestClient, poolId: number, squares: Square[], amountCents: number) {
  return client.post('/api/create-escrow-payment', { amount: dollars(amountCents), poolId, squares: squares.map((s) => ({ ...s, price: '5.00' })) });
}

export async function startCheckout(client: TestClient, poolId: number, squares: Square[], amountCents: number): Promise<EscrowPayment> {
  const response = await createPayment(client, poolId, squares, amountCents);
  if (response.status !== 200) throw new Error(`create-escrow-payment failed: ${response.status} ${response.text}`);
  return response.body as EscrowPayment;
}

export function confirmCard(client: TestClient, payment: EscrowPayment, cardNumber: string = CARDS.ok) {
  return client.post(`/api/sandbox/payment-intents/${payment.paymentIntentId}/confirm`, {
    clientSecret: payment.clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
}

export function recordPurchase(client: TestClient, poolId: number, squares: Square[], payment: EscrowPayment) {
  return client.post('/api/purchase-squares', { poolId, squares, paymentIntentId: payment.paymentIntentId });
}

/** The whole buy flow as the checkout page runs it: create, confirm with a card, record. */
export async function buySquares(client: TestClient, poolId: number, squares: Square[], amountCents: number, cardNumber: string = CARDS.ok) {
  const payment = await startCheckout(client, poolId, squares, amountCents);
  const confirmed = await confirmCard(client, payment, cardNumber);
  const purchase = await recordPurchase(client, poolId, squares, payment);
  return { payment, confirmed, purchase };
}

/**
 * Fills a paid pool through checkout, 5 squares per player in board order (the players are verified
 * first): how a paid board really gets its owners.
 */
export async function fillThroughCheckout(players: { client: TestClient }[], poolId: number, feeCents: number, squaresEach = 5) {
  for (const [p, player] of players.entries()) {
    const verified = await player.client.post('/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' });
    if (verified.status !== 200) throw new Error(`verification failed: ${verified.status} ${verified.text}`);
    const batch = Array.from({ length: squaresEach }, (_, i) => ({ row: Math.floor((p * squaresEach + i) / 10), column: (p * squaresEach + i) % 10 }));
    const { purchase } = await buySquares(player.client, poolId, batch, feeCents * squaresEach);
    if (purchase.status !== 200) throw new Error(`purchase failed: ${purchase.status} ${purchase.text}`);
  }
}
