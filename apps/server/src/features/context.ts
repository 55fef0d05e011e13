import type { AccessPolicy } from '../auth/access-policy.ts';
import type { AppDeps } from '../deps.ts';

/** What every feature's routes receive: the app's dependencies and the one access policy. */
export interface FeatureContext extends AppDeps {
  policy: AccessPolicy;
}
