import { z } from 'zod';
import { isoDateTime } from './common';
import { text } from './input-hygiene';

/**
 * The contracts of an admin's second factor: enrolment from /profile (authenticator app, passkeys,
 * recovery codes) and the passkey step of the admin sign-in. WebAuthn's JSON travels as the browser
 * library makes it (base64url fields); the server library checks what it means.
 */

/** base64url text, as WebAuthn's JSON encodes bytes. */
const base64url = (name: string, max = 16_384) =>
  z.string().regex(/^[A-Za-z0-9_-]*$/, `${name} must be base64url`).max(max, `${name} is too long`);

const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8).optional();
const attachment = z.enum(['platform', 'cross-platform']).optional();
/** Only what the server reads of the extension results is declared; anything else is dropped. */
const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

export const secondFactorKindSchema = z.enum(['totp', 'passkey']);

export const secondFactorSchema = z
  .object({
    id: z.string(),
    kind: secondFactorKindSchema,
    label: z.string(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'SecondFactor' });
export type SecondFactorDto = z.infer<typeof secondFactorSchema>;

/** GET /api/admin/second-factor: the caller's factors and what the site requires. */
export const secondFactorStatusSchema = z
  .object({
    /** ADMIN_MFA=required. */
    required: z.boolean(),
    /** Required, and this admin has none yet: every other route answers 403 mfa_enrolment_required. */
    mustEnrol: z.boolean(),
    factors: z.array(secondFactorSchema),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'SecondFactorStatus' });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/admin/second-factor/totp: a new secret to scan (or type), confirmed by its first code. */
export const totpEnrolmentSchema = z
  .object({
    /** base32, as authenticator apps take it typed. */
    secret: z.string(),
    /** otpauth://totp/... for the QR code. */
    uri: z.string(),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const FACTOR_LABEL_MAX = 60;
const label = (fallback: string) =>
  text('Name').trim().max(FACTOR_LABEL_MAX, `Name must be at most ${FACTOR_LABEL_MAX} characters`).optional().default(fallback);

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';

export const confirmTotpSchema = z.object({
  code: text('Code', TOTP_CODE_MESSAGE).trim().regex(/^\d{6}$/, TOTP_CODE_MESSAGE),
  label: label('Authenticator app'),
});
export type ConfirmTotpInput = z.input<typeof confirmTotpSchema>;

/** POST /api/admin/login/code: the second step of this browser's pending sign-in. */
export const secondStepCodeSchema = z.object({
  code: text('Code', 'Enter the code').trim().min(1, 'Enter the code').max(64, 'Code is too long'),
});

/** A factor just enrolled; the recovery codes only when this was the first factor (shown once). */
export const secondFactorEnrolledSchema = z
  .object({ factor: secondFactorSchema, recoveryCodes: z.array(z.string()).nullable() })
  .meta({ id: 'SecondFactorEnrolled' });
export type SecondFactorEnrolled = z.infer<typeof secondFactorEnrolledSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });

/** WebAuthn options as the browser library takes them (challenge, relying party, credentials...). */
export const webAuthnOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) }).meta({ id: 'WebAuthnOptions' });

/** What navigator.credentials.create() made, as @simplewebauthn/browser encodes it. */
export const passkeyRegistrationSchema = z.object({
  label: label('Passkey'),
  response: z.object({
    id: base64url('id', 1_024).min(1),
    rawId: base64url('rawId', 1_024).min(1),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url('clientDataJSON'),
      attestationObject: base64url('attestationObject'),
      authenticatorData: base64url('authenticatorData').optional(),
      transports,
      publicKeyAlgorithm: z.number().int().min(-65_536).max(65_536).optional(),
      publicKey: base64url('publicKey').optional(),
    }),
    authenticatorAttachment: attachment,
    clientExtensionResults,
  }),
});
export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationSchema>;

/** What navigator.credentials.get() answered, as @simplewebauthn/browser encodes it. */
export const passkeyAssertionSchema = z.object({
  response: z.object({
    id: base64url('id', 1_024).min(1),
    rawId: base64url('rawId', 1_024).min(1),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url('clientDataJSON'),
      authenticatorData: base64url('authenticatorData'),
      signature: base64url('signature'),
      userHandle: base64url('userHandle', 1_024).optional(),
    }),
    authenticatorAttachment: attachment,
    clientExtensionResults,
  }),
});
export type PasskeyAssertionInput = z.input<typeof passkeyAssertionSchema>;
