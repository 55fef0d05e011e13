import { z } from 'zod';

/**
 * What a scope asks of its admins' sign-in (issue 26): nothing beyond the password, a second factor
 * (an authenticator app or a passkey; an identity provider's own sign-in counts), or passkeys only
 * (phishing-resistant: a code typed into a fake page can be relayed, a passkey cannot).
 */
export const SIGN_IN_POLICIES = ['password', 'second_factor', 'passkeys'] as const;
export type SignInPolicy = (typeof SIGN_IN_POLICIES)[number];

export const SIGN_IN_POLICY_LABELS: Record<SignInPolicy, string> = {
  password: 'Password alone',
  second_factor: 'A second factor',
  passkeys: 'Passkeys only (phishing-resistant)',
};

/** The stricter of two policies: an organization's admins meet both its own and its tenant's. */
export const stricterPolicy = (a: SignInPolicy, b: SignInPolicy): SignInPolicy =>
  SIGN_IN_POLICIES.indexOf(a) >= SIGN_IN_POLICIES.indexOf(b) ? a : b;

export const SIGN_IN_POLICY_MESSAGES = {
  policyInvalid: 'Choose password alone, a second factor, or passkeys only.',
  enrolmentRequired: 'Your organization asks for a second factor at sign-in: set one up to continue.',
  passkeyRequired: 'Your organization asks for a passkey at sign-in: add one to continue.',
  saved: 'The sign-in policy is saved.',
  couldNotLoad: 'Could not load the sign-in policy!',
} as const;

/** A scope's own policy, and what its admins must meet once the tenant's is counted too. */
export const signInPolicySettingsSchema = z.object({
  policy: z.enum(SIGN_IN_POLICIES),
  /** The tenant's policy, for an organization (its admins meet the stricter of the two). */
  tenantPolicy: z.enum(SIGN_IN_POLICIES).nullable(),
  effective: z.enum(SIGN_IN_POLICIES),
});
export type SignInPolicySettings = z.infer<typeof signInPolicySettingsSchema>;

export const signInPolicyBodySchema = z.object({
  policy: z.enum(SIGN_IN_POLICIES, { error: SIGN_IN_POLICY_MESSAGES.policyInvalid }),
});
export type SignInPolicyBody = z.input<typeof signInPolicyBodySchema>;
