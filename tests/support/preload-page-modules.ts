/**
 * The web pages load a few modules on first use (`import()`: the live-event decoders, the payment and
 * escrow schemas). A component test can end while such a load is still in flight, and a module finishing
 * its load after the test's environment was torn down fails the whole run; so browser-like tests load
 * them before they start.
 */
export {};

if (typeof window !== 'undefined') {
  await Promise.all([
    // The exact module the page imports on first use, not the feature's public surface.
    // eslint-disable-next-line architecture/dependency-direction
    import('../../src/web/features/pool-page/live/pool-events'),
    import('../../src/web/lib/league-events'),
    import('../../src/domain/schemas/payments'),
    import('../../src/domain/schemas/escrow-admin'),
  ]);
}
