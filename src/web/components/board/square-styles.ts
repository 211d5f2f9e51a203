/** Held squares: amber and hatched, so they read as "not yours to pick, but not sold yet". */
export const HELD_SQUARE_CLASSES =
  'border-amber-300 bg-amber-50 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(251_191_36/0.25)_4px_6px)]';

/** The viewer's own held squares: hatched like a hold, in the "yours" green, waiting for their payment. */
export const HELD_MINE_SQUARE_CLASSES =
  'border-turf-500 bg-turf-50 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(34_179_94/0.22)_4px_6px)] ring-1 ring-turf-500 ring-inset';
