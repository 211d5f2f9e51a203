/** Output name (without .js) -> source, relative to the project root: see server-entry-points.mjs. */
export declare const SERVER_ENTRY_POINTS: Record<string, string>;
