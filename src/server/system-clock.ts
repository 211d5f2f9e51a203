/** The time source every server path reads "now" from: injected, so tests and tools can pin or move it. */
export type Clock = () => Date;

/**
 * The machine's clock: the only place server code reads the real time (the lint rule `no-restricted-syntax`
 * in eslint.config.js lists the allowed places). Durations are measured with `performance.now()` instead.
 */
export const systemClock: Clock = () => new Date();
