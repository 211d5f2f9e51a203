import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { statusClassOf, type AppMetrics } from './metrics';

/** The business counters a route can feed with each of its answers (squares_claims_total, squares_checkouts_total, squares_board_pdfs_total, squares_mail_requests_total). */
export type OutcomeMetric =
  | { counter: 'claims' }
  | { counter: 'boardPdfs' }
  | { counter: 'checkouts'; step: 'start' | 'purchase' | 'cancel' }
  | { counter: 'mailRequests'; action: 'create_pool' | 'invite' | 'resend' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each answer of this route by outcome: 'ok' (or what the handler set), else the refusal's error code. */
    outcomeMetric?: OutcomeMetric;
  }
  interface FastifyRequest {
    /** Set by a handler whose success has several outcomes (a purchase completed or rejected); an AppError sets its code. */
    outcome: string | undefined;
  }
}

/** A handler names how its use case ended, when a 2xx can mean more than one thing. */
export function recordOutcome(request: FastifyRequest, outcome: string): void {
  request.outcome = outcome;
}

/**
 * Feeds the HTTP latency histogram (by route pattern, never the raw URL, so ids do not multiply the
 * series) and the outcome counters, once per answer. Event streams are left out: their "duration" is how
 * long someone watched. A few label lookups per request; nothing is read or allocated beyond them.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.decorateRequest('outcome', undefined);
  app.addHook('onError', (request, _reply, error, done) => {
    if (error instanceof AppError) request.outcome = error.code;
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const config = request.routeOptions.config;
    const status = reply.statusCode;
    if (!config.stream) {
      const labels = { route: request.routeOptions.url ?? '(unmatched)', method: request.method, status_class: statusClassOf(status) };
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    }
    const counted = config.outcomeMetric;
    if (counted) {
      const outcome = request.outcome ?? (status < 400 ? 'ok' : `http_${status}`);
      if (counted.counter === 'claims' || counted.counter === 'boardPdfs') metrics[counted.counter].inc({ outcome });
      else if (counted.counter === 'mailRequests') metrics.mailRequests.inc({ action: counted.action, outcome });
      else metrics.checkouts.inc({ step: counted.step, outcome });
    }
    done();
  });
}
