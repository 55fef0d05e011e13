import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import { BLOCKLIST_MODEL_CODE, underConfig } from '@baitwatch/contracts/extension/config-rules';
import { judgePage } from '@baitwatch/contracts/extension/detection/judge-page';
import { reportedReasons } from '@baitwatch/contracts/extension/detection/signals';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import { DETECTION_REASONS_MAX, type ReportEvent } from '@baitwatch/contracts/extension/report-event';
import type { ExtensionClient } from './extension-client.ts';
import { fakePageEvidence } from './fake-page-evidence.ts';
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

/**
 * Event types the extension's rules decide: detections, Google Forms, and suspicious pages an
 * organization hears of (unknown); the others are a person's report or the provider's verdict.
 */
const JUDGED_TYPES: readonly number[] = [
  EVENT_TYPES.incident,
  EVENT_TYPES.googleFormPassword,
  EVENT_TYPES.unknown,
];

/** Why the extension flagged the campaign's page, by its own rules under the organization's config. */
function reasonsFor(plan: EventPlan, config: ExtensionConfig): ReportEvent['reasons'] {
  if (!JUDGED_TYPES.includes(plan.event.type)) return undefined;
  const verdict = judgePage(config, fakePageEvidence(plan.campaign.html, config));
  return 'reasons' in verdict ? reportedReasons(verdict.reasons, DETECTION_REASONS_MAX) : undefined;
}

/** The planned detections as each install's extension reports them under its organization's config. */
export function obeyConfigs(plans: EventPlan[], configs: Map<number, ExtensionConfig>): EventPlan[] {
  return plans.flatMap((plan) => {
    const config = configs.get(plan.install.organization.id);
    if (!config) return [plan];
    // A suspicious page (unknown) is heard of only where the organization opted in.
    if (plan.event.type === EVENT_TYPES.unknown && !config.alertConfig.reportSuspiciousPages) return [];
    const verdict = underConfig(config, plan.event);
    if (!verdict.report) return [];
    const reasons = verdict.event.modelCode === BLOCKLIST_MODEL_CODE ? undefined : reasonsFor(plan, config);
    return [{ ...plan, event: { ...verdict.event, ...(reasons ? { reasons } : {}) } }];
  });
}
