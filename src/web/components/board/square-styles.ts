/** Held squares (issue 12): amber and hatched, so they read as "not yours to pick, but not sold yet". */
export const HELD_SQUARE_CLASSES =
  'border-amber-300 bg-amber-50 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(251_191_36/0.25)_4px_6px)]';
