/**
 * A local fake of the parts of Stripe's API that StripeProvider uses, for tests: there is no
 * network, and nothing may reach api.stripe.com. npm `stripe-stateful-mock` (0.0.16, Stripe API
 * 2020-08-27) was tried first: it has no payment intents at all (POST /v1/payment_intents answers 404
 * "No matching path"), so this is our own, on node:http.
 *
 * What it keeps, per Stripe's rules:
 * - payment intents with Stripe's states: created in requires_payment_method; a confirm (the customer
 *   paying: `confirm()` below, or POST /v1/payment_intents/:id/confirm with Stripe's test payment methods)
 *   moves a manual intent to requires_capture with a charge whose card.capture_before is 7 days later,
 *   an automatic one to succeeded; a declined card leaves requires_payment_method with last_payment_error;
 *   capture only from requires_capture, cancel only before success, refunds only of captured money;
 *   an authorization not captured by capture_before lapses (canceled, reason automatic), as at Stripe;
 * - errors in Stripe's shape (`{ error: { type, code, message, param } }`, status 400/401/402/404);
 * - idempotency: a POST with an Idempotency-Key seen before answers the first response again (header
 *   Idempotent-Replayed: true) when its path and parameters are the same, and 400 idempotency_error
 *   when they differ; unknown parameters are refused (parameter_unknown) as Stripe does;
 * - events (`events`), in Stripe's shape, for every change Stripe would announce, which tests can sign
 *   (`signEvent`, with the SDK's generateTestHeaderString) and post to the app's webhook route (`deliver`).
 * - every request, recorded (`requests`): method, path, query, headers (Idempotency-Key included),
 *   parsed form body, status, whether it was a replay.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { testCardOutcome } from '../../src/domain/test-cards';

const DAY_S = 24 * 60 * 60;
/** Stripe: an online card authorization must be captured within 7 days. */
export const FAKE_CAPTURE_WINDOW_S = 7 * DAY_S;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormBody = { [key: string]: FormValue };

export type RecordedRequest = {
  method: string;
  path: string;
  query: FormBody;
  /** Lower-case header names, as node:http gives them. */
  headers: Record<string, string>;
  idempotencyKey: string | undefined;
  body: FormBody;
  rawBody: string;
  /** Filled in when the fake answered. */
  status: number;
  /** The answer was the stored response of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
};

export type StripeErrorBody = { type: string; code?: string; decline_code?: string; message: string; param?: string };

export type FakeCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  currency: 'usd';
  created: number;
  paid: boolean;
  status: 'succeeded';
  payment_intent: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string; capture_before?: number } };
};

export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: 'usd';
  description: string | null;
  last_payment_error: (StripeErrorBody & { payment_method?: { id: string; type: 'card' } }) | null;
  latest_charge: string | FakeCharge | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: 'usd';
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
};

export type FakeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: Json };
};

export type FakeStripeOptions = {
  /** The fake's clock (capture_before, created, lapsed authorizations). Default: the machine's clock. */
  now?: () => Date;
};

export interface FakeStripe {
  /** http://127.0.0.1:<port>: give it to StripeProvider as apiBaseUrl. */
  readonly url: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  readonly events: FakeEvent[];
  /** The intent as the API would answer it now, with latest_charge expanded (undefined if unknown). */
  intent(id: string): FakePaymentIntent | undefined;
  intentCount(): number;
  refundCount(): number;
  /**
   * The customer pays with a card (default 4242 4242 4242 4242), as Stripe.js would confirm from the
   * browser: 4000 0000 0000 0002 is declined (card_declined), 4000 0000 0000 9995 declined with
   * insufficient_funds, any other number declined. Returns the intent after the attempt; throws for an
   * unknown intent or one that cannot be confirmed.
   */
  confirm(intentId: string, card?: string): FakePaymentIntent;
  /** The next response is lost after the request was carried out: the socket is destroyed instead. */
  dropNextResponse(): void;
  /** Signs an event payload as Stripe would deliver it (SDK generateTestHeaderString). */
  signEvent(event: FakeEvent, secret: string, at: Date): { payload: string; header: string };
  /** Posts an event to a webhook endpoint with a valid Stripe-Signature header. */
  deliver(event: FakeEvent, target: { url: string; secret: string; at: Date }): Promise<Response>;
  close(): Promise<void>;
}

type State = {
  intents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  events: FakeEvent[];
  idempotent: Map<string, { method: string; path: string; rawBody: string; status: number; body: Json }>;
  now: () => Date;
};

type Answer = { status: number; body: Json };

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

function randomId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Stripe's form encoding: `a[b]=1&a[c][0]=x` -> { a: { b: '1', c: ['x'] } }; objects with numeric keys become arrays. */
export function parseForm(text: string): FormBody {
  const root: { [key: string]: FormValue } = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split('[').map((part, i) => (i === 0 ? part : part.replace(/]$/, '')));
    let node: { [key: string]: FormValue } = root;
    path.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[name] = {};
      node = node[name] as { [key: string]: FormValue };
    });
  }
  return arraysFromIndexes(root) as FormBody;
}

function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysFromIndexes(value[k]!)] as const);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

function invalid(message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });
}

function missing(kind: string, id: string, param: string): StripeApiError {
  return new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });
}

function unexpectedState(pi: FakePaymentIntent, verb: string, allowed: string[]): StripeApiError {
  return invalid(
    `This PaymentIntent could not be ${verb} because it has a status of ${pi.status}. ` +
      `Only a PaymentIntent with one of the following statuses may be ${verb}: ${allowed.join(', ')}.`,
    'payment_intent_unexpected_state',
  );
}

function onlyParams(body: FormBody, allowed: string[]): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw invalid(`Received unknown parameter: ${key}`, 'parameter_unknown', key);
  }
}

function text(body: FormBody, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${name}`, 'parameter_invalid_string', name);
  return value;
}

function positiveInteger(body: FormBody, name: string): number | undefined {
  const value = text(body, name);
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) === 0) throw invalid('Invalid positive integer', 'parameter_invalid_integer', name);
  return Number(value);
}

function stringList(body: FormBody, name: string): string[] {
  const value = body[name];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw invalid(`Invalid array: ${name}`, 'parameter_invalid_array', name);
  return value as string[];
}

function stringMap(body: FormBody, name: string): Record<string, string> {
  const value = body[name];
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw invalid(`Invalid object: ${name}`, 'parameter_invalid_object', name);
  }
  return { ...(value as Record<string, string>) };
}

/** Stripe's test payment methods (server-side confirm) and the card numbers behind them. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
};

class FakeStripeApi {
  constructor(private readonly s: State) {}

  private nowS(): number {
    return seconds(this.s.now());
  }

  /** Authorizations whose capture_before passed lapse, as Stripe cancels them (reason automatic). */
  lapseAuthorizations(): void {
    const now = this.nowS();
    for (const pi of this.s.intents.values()) {
      if (pi.status !== 'requires_capture' || typeof pi.latest_charge !== 'string') continue;
      const deadline = this.s.charges.get(pi.latest_charge)?.payment_method_details.card.capture_before;
      if (deadline !== undefined && now >= deadline) {
        Object.assign(pi, { status: 'canceled', amount_capturable: 0, canceled_at: now, cancellation_reason: 'automatic' });
        this.announce('payment_intent.canceled', pi, null);
      }
    }
  }

  render(pi: FakePaymentIntent, expand: string[]): FakePaymentIntent {
    const copy = structuredClone(pi);
    if (expand.includes('latest_charge') && typeof pi.latest_charge === 'string') {
      copy.latest_charge = structuredClone(this.s.charges.get(pi.latest_charge) ?? null);
    }
    return copy;
  }

  announce(type: string, object: FakePaymentIntent | FakeCharge | FakeRefund, idempotencyKey: string | null): void {
    this.s.events.push({
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.nowS(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: idempotencyKey ? randomId('req') : null, idempotency_key: idempotencyKey },
      type,
      data: { object: structuredClone(object) as unknown as Json },
    });
  }

  intentOr404(id: string): FakePaymentIntent {
    const pi = this.s.intents.get(id);
    if (!pi) throw missing('payment_intent', id, 'intent');
    return pi;
  }

  createIntent(body: FormBody, key: string | null): Answer {
    onlyParams(body, ['amount', 'currency', 'capture_method', 'allowed_payment_method_types', 'automatic_payment_methods', 'metadata', 'description', 'expand']);
    const amount = positiveInteger(body, 'amount');
    if (amount === undefined) throw invalid('Missing required param: amount.', 'parameter_missing', 'amount');
    const currency = text(body, 'currency');
    if (currency === undefined) throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    if (currency !== 'usd') throw invalid(`The fake knows usd only, not ${currency}`, 'parameter_invalid_string', 'currency');
    if (amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount_too_small', 'amount');
    if (amount > 99_999_999) throw invalid('Amount must be no more than $999,999.99', 'amount_too_large', 'amount');
    const captureMethod = text(body, 'capture_method') ?? 'automatic_async';
    if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod)) {
      throw invalid(`Invalid capture_method: must be one of automatic, automatic_async, or manual`, 'parameter_invalid_string', 'capture_method');
    }
    const types = stringList(body, 'allowed_payment_method_types');
    const id = randomId('pi', 12);
    const pi: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      allowed_payment_method_types: types.length ? types : ['card'],
      payment_method_types: types.length ? types : ['card'],
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod as FakePaymentIntent['capture_method'],
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
      confirmation_method: 'automatic',
      created: this.nowS(),
      currency: 'usd',
      description: text(body, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: stringMap(body, 'metadata'),
      payment_method: null,
      status: 'requires_payment_method',
    };
    this.s.intents.set(id, pi);
    this.announce('payment_intent.created', pi, key);
    return { status: 200, body: this.render(pi, stringList(body, 'expand')) as unknown as Json };
  }

  confirmIntent(id: string, card: string, key: string | null): FakePaymentIntent {
    const pi = this.intentOr404(id);
    if (pi.status === 'requires_capture' || pi.status === 'succeeded') {
      throw invalid('You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.', 'payment_intent_unexpected_state');
    }
    if (pi.status !== 'requires_payment_method') throw unexpectedState(pi, 'confirmed', ['requires_payment_method']);
    const paymentMethod = randomId('pm');
    const outcome = testCardOutcome(card);
    if (!outcome.ok) {
      const { code, declineCode, message } = outcome.decline;
      Object.assign(pi, {
        payment_method: null,
        last_payment_error: { type: 'card_error', code, decline_code: declineCode, message, payment_method: { id: paymentMethod, type: 'card' } },
      });
      this.announce('payment_intent.payment_failed', pi, key);
      return pi;
    }
    const now = this.nowS();
    const manual = pi.capture_method === 'manual';
    const charge: FakeCharge = {
      id: randomId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: manual ? 0 : pi.amount,
      amount_refunded: 0,
      captured: !manual,
      refunded: false,
      currency: 'usd',
      created: now,
      paid: true,
      status: 'succeeded',
      payment_intent: pi.id,
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: card.replace(/\D/g, '').slice(-4), ...(manual ? { capture_before: now + FAKE_CAPTURE_WINDOW_S } : {}) },
      },
    };
    this.s.charges.set(charge.id, charge);
    Object.assign(pi, {
      payment_method: paymentMethod,
      last_payment_error: null,
      latest_charge: charge.id,
      status: manual ? 'requires_capture' : 'succeeded',
      amount_capturable: manual ? pi.amount : 0,
      amount_received: manual ? 0 : pi.amount,
    });
    this.announce(manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded', pi, key);
    return pi;
  }

  confirmRoute(id: string, body: FormBody, key: string | null): Answer {
    onlyParams(body, ['payment_method', 'return_url', 'client_secret', 'expand']);
    const method = text(body, 'payment_method');
    if (method === undefined) throw invalid('You must provide a payment_method to confirm this PaymentIntent.', 'parameter_missing', 'payment_method');
    const card = TEST_PAYMENT_METHODS[method];
    if (!card) throw missing('PaymentMethod', method, 'payment_method');
    const pi = this.confirmIntent(id, card, key);
    if (pi.last_payment_error) {
      // Stripe answers a declined confirm with 402 card_error (the intent keeps the error too).
      throw new StripeApiError(402, { ...pi.last_payment_error, type: 'card_error' });
    }
    return { status: 200, body: this.render(pi, stringList(body, 'expand')) as unknown as Json };
  }

  retrieve(id: string, query: FormBody): Answer {
    return { status: 200, body: this.render(this.intentOr404(id), stringList(query, 'expand')) as unknown as Json };
  }

  capture(id: string, body: FormBody, key: string | null): Answer {
    onlyParams(body, ['expand']);
    const pi = this.intentOr404(id);
    if (pi.status !== 'requires_capture') throw unexpectedState(pi, 'captured', ['requires_capture']);
    const charge = this.s.charges.get(String(pi.latest_charge))!;
    Object.assign(charge, { captured: true, amount_captured: pi.amount });
    Object.assign(pi, { status: 'succeeded', amount_capturable: 0, amount_received: pi.amount });
    this.announce('payment_intent.succeeded', pi, key);
    return { status: 200, body: this.render(pi, stringList(body, 'expand')) as unknown as Json };
  }

  cancel(id: string, body: FormBody, key: string | null): Answer {
    onlyParams(body, ['cancellation_reason', 'expand']);
    const reason = text(body, 'cancellation_reason') ?? null;
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'].includes(reason)) {
      throw invalid('Invalid cancellation_reason', 'parameter_invalid_string', 'cancellation_reason');
    }
    const pi = this.intentOr404(id);
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_capture') {
      throw unexpectedState(pi, 'canceled', ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing']);
    }
    Object.assign(pi, { status: 'canceled', amount_capturable: 0, canceled_at: this.nowS(), cancellation_reason: reason });
    this.announce('payment_intent.canceled', pi, key);
    return { status: 200, body: this.render(pi, stringList(body, 'expand')) as unknown as Json };
  }

  refund(body: FormBody, key: string | null): Answer {
    onlyParams(body, ['payment_intent', 'amount', 'reason', 'metadata', 'expand']);
    const intentId = text(body, 'payment_intent');
    if (intentId === undefined) throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
    const pi = this.intentOr404(intentId);
    const charge = typeof pi.latest_charge === 'string' ? this.s.charges.get(pi.latest_charge) : undefined;
    if (pi.status !== 'succeeded' || !charge) {
      // Stripe refunds only captured money; an uncaptured intent is cancelled instead.
      throw unexpectedState(pi, 'refunded', ['succeeded']);
    }
    const refundable = charge.amount_captured - charge.amount_refunded;
    if (refundable === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = positiveInteger(body, 'amount') ?? refundable;
    if (amount > refundable) {
      throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(refundable / 100).toFixed(2)})`, 'amount_too_large', 'amount');
    }
    Object.assign(charge, { amount_refunded: charge.amount_refunded + amount, refunded: charge.amount_refunded + amount === charge.amount_captured });
    const refund: FakeRefund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: this.nowS(),
      currency: 'usd',
      metadata: stringMap(body, 'metadata'),
      payment_intent: pi.id,
      reason: text(body, 'reason') ?? null,
      status: 'succeeded',
    };
    this.s.refunds.set(refund.id, refund);
    this.announce('refund.created', refund, key);
    this.announce('charge.refunded', charge, key);
    return { status: 200, body: refund as unknown as Json };
  }

  route(method: string, path: string, query: FormBody, body: FormBody, key: string | null): Answer {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(body, key);
    if (method === 'POST' && path === '/v1/refunds') return this.refund(body, key);
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) return this.retrieve(decodeURIComponent(match[1]!), query);
    if (method === 'POST' && (match = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel|confirm)$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      if (match[2] === 'capture') return this.capture(id, body, key);
      if (match[2] === 'cancel') return this.cancel(id, body, key);
      return this.confirmRoute(id, body, key);
    }
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const state: State = {
    intents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: [],
    idempotent: new Map(),
    now: options.now ?? (() => new Date()),
  };
  const api = new FakeStripeApi(state);
  const requests: RecordedRequest[] = [];
  let dropNext = false;

  const send = (res: ServerResponse, record: RecordedRequest, answer: Answer, replayed: boolean): void => {
    record.status = answer.status;
    record.replayed = replayed;
    if (dropNext) {
      dropNext = false;
      res.socket?.destroy();
      return;
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': randomId('req', 9),
      ...(record.idempotencyKey ? { 'idempotency-key': record.idempotencyKey } : {}),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const rawBody = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const headers = headerRecord(req);
    const key = method === 'POST' ? (headers['idempotency-key'] ?? null) : null;
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: parseForm(url.search.slice(1)),
      headers,
      idempotencyKey: headers['idempotency-key'],
      body: parseForm(rawBody),
      rawBody,
      status: 0,
      replayed: false,
    };
    requests.push(record);

    const auth = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    if (!auth || !auth.startsWith('sk_test_')) {
      const message = auth ? `Invalid API Key provided: ${auth.slice(0, 8)}***` : 'You did not provide an API key.';
      return send(res, record, { status: 401, body: { error: { type: 'invalid_request_error', message } } }, false);
    }
    if (key) {
      const seen = state.idempotent.get(key);
      if (seen) {
        if (seen.method !== method || seen.path !== record.path || seen.rawBody !== rawBody) {
          const message =
            `Keys for idempotent requests can only be used with the same parameters they were first used with. ` +
            `Try using a key other than '${key}' if you meant to execute a different request.`;
          return send(res, record, { status: 400, body: { error: { type: 'idempotency_error', message } } }, false);
        }
        return send(res, record, { status: seen.status, body: seen.body }, true);
      }
    }
    api.lapseAuthorizations();
    let answer: Answer;
    let ran = true;
    try {
      answer = api.route(method, record.path, record.query, record.body, key);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      answer = { status: error.status, body: { error: error.body as unknown as Json } };
      // Stripe saves no result for a request refused before it ran (bad parameters, unknown URL).
      ran = error.body.code !== undefined && !error.body.code.startsWith('parameter_');
    }
    // Otherwise it stores the result, errors included, and answers it again for the same key.
    if (key && ran) state.idempotent.set(key, { method, path: record.path, rawBody, status: answer.status, body: answer.body });
    send(res, record, answer, false);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('fake-stripe: request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'The fake Stripe server failed.' } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const signEvent = (event: FakeEvent, secret: string, at: Date) => {
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: seconds(at) }) };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    events: state.events,
    intent(id) {
      api.lapseAuthorizations();
      const pi = state.intents.get(id);
      return pi ? api.render(pi, ['latest_charge']) : undefined;
    },
    intentCount: () => state.intents.size,
    refundCount: () => state.refunds.size,
    confirm(intentId, card = '4242 4242 4242 4242') {
      api.lapseAuthorizations();
      try {
        return api.render(api.confirmIntent(intentId, card, null), ['latest_charge']);
      } catch (error) {
        if (error instanceof StripeApiError) throw new Error(`fake-stripe confirm(${intentId}): ${error.body.code ?? error.body.type}: ${error.message}`, { cause: error });
        throw error;
      }
    },
    dropNextResponse() {
      dropNext = true;
    },
    signEvent,
    async deliver(event, target) {
      const { payload, header } = signEvent(event, target.secret, target.at);
      return fetch(target.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
