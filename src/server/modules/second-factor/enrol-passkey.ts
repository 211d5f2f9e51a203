import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { UseCase } from '../../core/use-case';
import { adminSecondFactors } from '../../db/schema';
import { AppError, conflict } from '../../../domain/errors';
import type { PasskeyRegistrationInput, SecondFactorEnrolled } from '../../../domain/schemas';
import { MAX_PASSKEYS } from '../../../domain/second-factor';
import { saveEnrolmentChallenge, takeEnrolmentChallenge } from './challenges';
import { accountNames, factorEnrolled } from './enrolment';
import { confirmedFactors } from './factors';
import type { RelyingParty } from './relying-party';

export const TOO_MANY_PASSKEYS = `You already have ${MAX_PASSKEYS} passkeys. Remove one to add another.`;
export const PASSKEY_REQUEST_EXPIRED = 'The passkey request expired or was already used. Try adding the passkey again.';
export const PASSKEY_NOT_VERIFIED = "The passkey couldn't be verified. Try again, or use another device or security key.";

/** A user id as WebAuthn's user handle: its 16 bytes, nothing personal. */
const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));

/** The options navigator.credentials.create() takes; their challenge is kept for this session, 5 minutes. */
export const passkeyRegistrationOptions: UseCase<
  { userId: string; sessionTokenHash: string; relyingParty: RelyingParty },
  Record<string, unknown>
> = async (ctx, input) => {
  const { tx } = ctx;
  const passkeys = await confirmedFactors(tx, input.userId, 'passkey');
  if (passkeys.length >= MAX_PASSKEYS) throw conflict(TOO_MANY_PASSKEYS);
  const { userName, firstName } = await accountNames(tx, input.userId);
  const options = await generateRegistrationOptions({
    rpName: input.relyingParty.name,
    rpID: input.relyingParty.id,
    userID: userHandle(input.userId),
    userName,
    userDisplayName: firstName ?? userName,
    attestationType: 'none',
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: passkeys.map((p) => ({ id: p.credentialId!, transports: p.transports ?? [] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: 120_000,
  });
  await saveEnrolmentChallenge(tx, input.sessionTokenHash, input.userId, options.challenge, ctx.now);
  return options as unknown as Record<string, unknown>;
};

/**
 * Takes the session's registration challenge out, in a transaction of its own: it is used up even when
 * the answer then fails to verify (a challenge is good for one answer).
 */
export const takePasskeyChallenge: UseCase<{ userId: string; sessionTokenHash: string }, string | null> = async (ctx, input) =>
  takeEnrolmentChallenge(ctx.tx, input.sessionTokenHash, input.userId, ctx.now);

/** The browser's answer to those options: checked against the challenge taken out for it, then stored. */
export const registerPasskey: UseCase<
  {
    userId: string;
    sessionTokenHash: string;
    challenge: string | null;
    relyingParty: RelyingParty;
    label: string;
    response: PasskeyRegistrationInput['response'];
    ip: string;
  },
  SecondFactorEnrolled
> = async (ctx, input) => {
  const { tx, now } = ctx;
  const { challenge } = input;
  if (!challenge) throw conflict(PASSKEY_REQUEST_EXPIRED);
  if ((await confirmedFactors(tx, input.userId, 'passkey')).length >= MAX_PASSKEYS) throw conflict(TOO_MANY_PASSKEYS);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: { ...input.response, clientExtensionResults: input.response.clientExtensionResults ?? {} } as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: input.relyingParty.origin,
      expectedRPID: input.relyingParty.id,
      // The password is the first factor; the passkey needs only to be present (a touch), not to verify its user.
      requireUserVerification: false,
    });
  } catch {
    throw new AppError('bad_request', PASSKEY_NOT_VERIFIED);
  }
  if (!verified.verified) throw new AppError('bad_request', PASSKEY_NOT_VERIFIED);
  const { credential } = verified.registrationInfo;
  const [taken] = await tx.select({ id: adminSecondFactors.id }).from(adminSecondFactors).where(eq(adminSecondFactors.credentialId, credential.id));
  if (taken) throw conflict('This passkey is already set up.');
  const [stored] = await tx
    .insert(adminSecondFactors)
    .values({
      userId: input.userId,
      kind: 'passkey',
      label: input.label || 'Passkey',
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? input.response.response.transports ?? [],
      confirmedAt: now,
      createdAt: now,
    })
    .returning();
  return factorEnrolled(tx, stored!, { sessionTokenHash: input.sessionTokenHash, ip: input.ip, now });
};
