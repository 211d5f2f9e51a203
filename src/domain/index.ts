/** The pure domain core, shared by server and web. Request/response schemas live in ./schemas. */
export * from './board';
export * from './money';
export * from './tiers';
export * from './payouts';
export * from './scoring';
export * from './draw';
export * from './status';
export * from './weeks';
export * from './nfl-calendar';
