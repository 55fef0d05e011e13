import { underConfig } from '@baitwatch/contracts/extension/config-rules';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import type { ExtensionClient } from './extension-client.ts';
import type { EventPlan, FleetBrand } from './fleet-events.ts';
import type { RegisteredFleet } from './fleet-runner.ts';

// The rules themselves (blocked, allowed, Google Forms, reporting switches) are the browser extension's,
// shared through packages/contracts/src/extension/config-rules.ts: the fleet acts as real extensions do.

/** Each organization's config, read once through one of its installs, as each extension reads it. */
export async function organizationConfigs(
  client: ExtensionClient,
  registered: RegisteredFleet,
): Promise<Map<number, ExtensionConfig>> {
  const installOf = new Map<number, InstallCredentials>();
  for (const [plan, credentials] of registered) installOf.set(plan.organization.id, credentials);
  const configs = new Map<number, ExtensionConfig>();
  for (const [organizationId, credentials] of installOf) {
    const answer = await client.install(credentials).config();
    if (answer) configs.set(organizationId, answer.config);
  }
  return configs;
}

/** The brands the fleet's phishing kits imitate: those the active brand policies protect. */
export function protectedBrands(configs: Map<number, ExtensionConfig>): FleetBrand[] {
  const [config] = configs.values();
  return (config?.brandPolicies ?? []).map((policy) => ({
    brandName: policy.brandName,
    domains: policy.domains,
  }));
}

/** The planned detections as each install's extension reports them under its organization's config. */
export function obeyConfigs(plans: EventPlan[], configs: Map<number, ExtensionConfig>): EventPlan[] {
  return plans.flatMap((plan) => {
    const config = configs.get(plan.install.organization.id);
    if (!config) return [plan];
    const verdict = underConfig(config, plan.event);
    return verdict.report ? [{ ...plan, event: verdict.event }] : [];
  });
}
