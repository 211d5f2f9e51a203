/** Private pools (spec sections 2, 3, 5 and 8; D1, D11, D19): creating one and joining by invite link. */
export { CreatePrivatePool } from './create-private-pool';
export { JoinPool } from './join-pool';
export { SIGNED_OUT_DESCRIPTION, SIGNED_OUT_TITLE } from './messages';
