import type { BrandPolicy } from '@baitwatch/contracts/brands/brand-policy';

/** What the Baseline Brand Policies tab hands the form page in navigation state (doc 2 §2). */
export interface BrandPolicyFormState {
  mode: 'add' | 'edit';
  policy: BrandPolicy | null;
}

export const brandPolicyFormState = (policy: BrandPolicy | null): BrandPolicyFormState => ({
  mode: policy ? 'edit' : 'add',
  policy,
});

/** The form's state after a reload or a typed address: what it can read, else a new policy. */
export function readBrandPolicyFormState(state: unknown): BrandPolicyFormState {
  const candidate = state as Partial<BrandPolicyFormState> | null;
  return candidate?.mode === 'edit' && candidate.policy
    ? { mode: 'edit', policy: candidate.policy }
    : brandPolicyFormState(null);
}
