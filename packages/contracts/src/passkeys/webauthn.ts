import { z } from 'zod';
import { PASSKEY_MESSAGES as M } from './messages.ts';

// The WebAuthn objects as JSON (base64url for every byte string), the shapes @simplewebauthn's
// browser and server halves exchange. Listed field by field: the answers are serialized through these
// schemas, and an assertion is checked as far as its shape before any cryptography reads it.

const base64url = z
  .string({ error: M.responseInvalid })
  .regex(/^[A-Za-z0-9_-]*$/, { error: M.responseInvalid });
const bytes = base64url.min(1, { error: M.responseInvalid }).max(16_384, { error: M.responseInvalid });
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** What `navigator.credentials.create` is asked (a new passkey). */
export const creationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.string()).optional(),
});
export type CreationOptions = z.infer<typeof creationOptionsSchema>;

/** What `navigator.credentials.get` is asked (a passkey to sign with). */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
});
export type RequestOptions = z.infer<typeof requestOptionsSchema>;

/** A new passkey's attestation, as the browser answered `create`. */
export const registrationResponseSchema = z.object(
  {
    id: bytes,
    rawId: bytes,
    type: z.literal('public-key', { error: M.responseInvalid }),
    response: z.object(
      {
        clientDataJSON: bytes,
        attestationObject: bytes,
        transports: z.array(z.string().max(32)).max(10).optional(),
      },
      { error: M.responseInvalid },
    ),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  },
  { error: M.responseInvalid },
);
export type RegistrationResponse = z.input<typeof registrationResponseSchema>;

/** A passkey's assertion, as the browser answered `get`. */
export const authenticationResponseSchema = z.object(
  {
    id: bytes,
    rawId: bytes,
    type: z.literal('public-key', { error: M.responseInvalid }),
    response: z.object(
      {
        clientDataJSON: bytes,
        authenticatorData: bytes,
        signature: bytes,
        userHandle: base64url.max(256, { error: M.responseInvalid }).optional(),
      },
      { error: M.responseInvalid },
    ),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  },
  { error: M.responseInvalid },
);
export type AuthenticationResponse = z.input<typeof authenticationResponseSchema>;
