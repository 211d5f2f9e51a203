/**
 * The buy side's request and response shapes (spec sections 3, 7, 8). Shared by the server's
 * routes (validation + OpenAPI) and the web's checkout page.
 */
import { z } from 'zod';
import { parseHundredths } from '../hundredths';
import { id, idParam, isoDateTime, MAX_DB_INTEGER, text } from './common';

const digit = (name: string) =>
  z
    .number({ message: `${name} must be a whole number from 0 to 9` })
    .int(`${name} must be a whole number from 0 to 9`)
    .min(0, `${name} must be a whole number from 0 to 9`)
    .max(9, `${name} must be a whole number from 0 to 9`);

/** The `price` the spec's client sends with a square (a string such as "5.00"): ignored, the server prices squares. */
export const ignoredPriceSchema = z.union([text('price').max(32), z.number().min(0).max(MAX_DB_INTEGER)]).optional();

/** As the spec's client sends squares: {row, column} with an optional `price`, which is ignored. */
export const purchaseSquareSchema = z.object({
  row: digit('row'),
  column: digit('column'),
  price: ignoredPriceSchema,
});

/** The most squares one checkout may carry (the spec's cart holds at most 5). */
export const MAX_SQUARES_PER_CHECKOUT = 5;

export const purchaseSquaresListSchema = z
  .array(purchaseSquareSchema)
  .min(1, 'squares must list at least one square')
  .max(MAX_SQUARES_PER_CHECKOUT, `squares may list at most ${MAX_SQUARES_PER_CHECKOUT} squares`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const [i, s] of list.entries()) {
      const key = `${s.row},${s.column}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `square (${s.row}, ${s.column}) is listed more than once` });
      seen.add(key);
    }
  })
  .transform((list) => list.map(({ row, column }) => ({ row, column })));

const poolIdField = id('poolId');

const AMOUNT_MESSAGE = 'amount must be whole dollars (15) or a decimal string with cents ("15.00")';

/**
 * Dollars as the spec's client sends them: a whole number (15) or a decimal string ("15", "15.00").
 * A fractional number (15.5) is refused: binary floats are not money. Becomes cents (which must fit
 * PostgreSQL's integer, hence the largest number).
 */
export const dollarAmountSchema = z
  .union(
    [z.number({ message: AMOUNT_MESSAGE }).min(0, AMOUNT_MESSAGE).max(Math.floor(MAX_DB_INTEGER / 100), AMOUNT_MESSAGE), text('amount', AMOUNT_MESSAGE)],
    { message: AMOUNT_MESSAGE },
  )
  .transform((value, ctx) => {
    if (typeof value === 'number' && !Number.isInteger(value)) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    const parsed = parseHundredths(typeof value === 'number' ? String(value) : value);
    if (!parsed.ok || parsed.value <= 0) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return parsed.value;
  });

const holdSecondsLeftField = z.number().int().min(0);

/** POST /api/create-escrow-payment */
export const createEscrowPaymentRequestSchema = z.object({
  amount: dollarAmountSchema,
  poolId: poolIdField,
  squares: purchaseSquaresListSchema,
});
export type CreateEscrowPaymentRequest = z.input<typeof createEscrowPaymentRequestSchema>;

export const createEscrowPaymentResponseSchema = z
  .object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    /** What will be charged, in cents, as the server computed it. */
    amount: z.number().int(),
    /** The squares are held for this player until then. */
    holdExpiresAt: isoDateTime,
    /**
     * Whole seconds of the hold left when the server answered, by the server's clock: the countdown runs
     * from the moment the answer arrives, so a browser clock that is off does not shorten or lengthen it.
     */
    holdSecondsLeft: holdSecondsLeftField,
    /** 'manual': authorized now, captured after the game ('Payment Secured'); 'automatic': charged now. */
    captureMethod: z.enum(['automatic', 'manual']),
    provider: z.enum(['sandbox', 'stripe']),
  })
  .meta({ id: 'EscrowPayment' });
export type CreateEscrowPaymentResponse = z.infer<typeof createEscrowPaymentResponseSchema>;

const paymentIntentIdField = z
  .string({ message: 'paymentIntentId is required' })
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'paymentIntentId must be a payment intent id such as pi_123');

/** POST /api/purchase-squares */
export const purchaseSquaresRequestSchema = z.object({
  poolId: poolIdField,
  squares: purchaseSquaresListSchema,
  paymentIntentId: paymentIntentIdField,
});
export type PurchaseSquaresRequest = z.input<typeof purchaseSquaresRequestSchema>;

export const purchaseOutcomeSchema = z.enum(['completed', 'rejected']);

export const purchaseSquaresResponseSchema = z
  .object({
    /** 'completed': the squares are the player's; 'rejected': they were gone, the payment is voided or refunded. */
    outcome: purchaseOutcomeSchema,
    /** The intent's status at the provider when the purchase was recorded. */
    status: z.enum(['requires_capture', 'succeeded']),
    poolId: z.number().int(),
    paymentIntentId: z.string(),
    squares: z.array(z.object({ row: z.number().int(), column: z.number().int() })),
    amountCents: z.number().int(),
    /** Why a payment bought nothing (rejected only). */
    message: z.string().optional(),
  })
  .meta({ id: 'PurchaseResult' });
export type PurchaseSquaresResponse = z.infer<typeof purchaseSquaresResponseSchema>;

/** POST /api/cancel-escrow-payment: 'Back to Pool' from checkout releases the held squares at once. */
export const cancelEscrowPaymentRequestSchema = z.object({ paymentIntentId: paymentIntentIdField });
export const cancelEscrowPaymentResponseSchema = z
  .object({ released: z.boolean(), status: z.string() })
  .meta({ id: 'CancelEscrowPaymentResult' });

/** GET /api/pools/{id}/my-checkout */
export const myCheckoutParamsSchema = z.object({ id: idParam('pool id') });

/**
 * The signed-in player's live checkout in a pool: squares held for them while a payment waits (the
 * pool's `held` is public and says nobody's name, so the holder learns it is theirs here).
 */
export const myCheckoutSchema = z
  .object({
    paymentIntentId: z.string(),
    squares: z.array(z.object({ row: z.number().int(), column: z.number().int() })),
    amountCents: z.number().int(),
    holdExpiresAt: isoDateTime,
    /** Whole seconds of the hold left when the server answered, by the server's clock. */
    holdSecondsLeft: holdSecondsLeftField,
    /** The /checkout link that resumes it, exactly as the pool page's cart builds it (domain/checkout-link.ts). */
    checkoutHref: z.string(),
  })
  .meta({ id: 'MyCheckout' });
export type MyCheckout = z.infer<typeof myCheckoutSchema>;

/** `checkout` is null when the player holds nothing in the pool right now. */
export const myCheckoutResponseSchema = z.object({ checkout: myCheckoutSchema.nullable() }).meta({ id: 'MyCheckoutResult' });
export type MyCheckoutResponse = z.infer<typeof myCheckoutResponseSchema>;

/** POST /api/sandbox/payment-intents/{id}/confirm: the sandbox's own card form. */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret: text('clientSecret', 'clientSecret is required').min(1, 'clientSecret is required').max(300),
  cardNumber: text('cardNumber', 'cardNumber is required').max(40, 'cardNumber is too long'),
  expMonth: z.union([z.number().min(0).max(9999), text('expMonth').max(4)], { message: 'expMonth is required' }),
  expYear: z.union([z.number().min(0).max(9999), text('expYear').max(4)], { message: 'expYear is required' }),
  cvc: text('cvc', 'cvc is required').max(8, 'cvc is too long'),
});
export type SandboxConfirmRequest = z.infer<typeof sandboxConfirmRequestSchema>;

export const paymentErrorSchema = z.object({
  code: z.string(),
  declineCode: z.string().optional(),
  field: z.string().optional(),
  message: z.string(),
});

export const sandboxConfirmResponseSchema = z
  .object({
    status: z.enum(['requires_payment_method', 'requires_capture', 'succeeded', 'canceled']),
    error: paymentErrorSchema.optional(),
  })
  .meta({ id: 'SandboxConfirmResult' });
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

/** GET /api/payments/config: what the checkout page needs to show the right card form. */
export const paymentsConfigSchema = z
  .object({
    provider: z.enum(['sandbox', 'stripe']),
    publishableKey: z.string().nullable(),
    paidPlay: z.boolean(),
  })
  .meta({ id: 'PaymentsConfig' });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** The escrow panel (GET /api/pools/{id} `escrow`), integer cents; see domain/ledger-escrow.ts. */
export const poolEscrowSchema = z
  .object({
    collectedCents: z.number().int(),
    authorizedCents: z.number().int(),
    capturedCents: z.number().int(),
    refundedCents: z.number().int(),
    houseFeeCents: z.number().int(),
    nonprofitCents: z.number().int(),
    prizesCents: z.number().int(),
  })
  .meta({ id: 'PoolEscrow' });
