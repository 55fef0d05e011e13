import { EVENT_TYPES, type EventType } from '@baitwatch/contracts/events/event-types';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import type { ReportEvent } from '@baitwatch/contracts/extension/report-event';
import { storedGoogleFormUrl } from '@baitwatch/contracts/settings/list-rules';
import type { ExtensionClient } from './extension-client.ts';
import type { EventPlan, FleetBrand } from './fleet-events.ts';
import type { RegisteredFleet } from './fleet-runner.ts';

/**
 * Which Extension Settings block governs an event type (decision 0039): detections of the page the
 * user is on are incidents; threats are known ones (a verified phish, or one the user reported).
 */
export const EXTN_BLOCK_OF_TYPE: Record<EventType, 'incident' | 'threat'> = {
  [EVENT_TYPES.incident]: 'incident',
  [EVENT_TYPES.legit]: 'incident',
  [EVENT_TYPES.unknown]: 'incident',
  [EVENT_TYPES.googleFormPassword]: 'incident',
  [EVENT_TYPES.reportedPhish]: 'threat',
  [EVENT_TYPES.productVerified]: 'threat',
};

/** The model code of a visit the blocked-URL list stopped: no model looked at the page. */
export const BLOCKLIST_MODEL_CODE = 'BLOCKLIST';

export type Verdict =
  | { report: true; event: ReportEvent }
  | {
      report: false;
      why: 'allowed domain' | 'allowed Google Form' | 'Google Form scanning off' | 'reporting off';
    };

/** An allowed domain covers its host and every subdomain; with a port, only that port. */
function allowedByDomain(url: URL, domains: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return domains.some((domain) => {
    const withPort = domain.includes(':');
    const target = withPort ? host : hostname;
    return target === domain || target.endsWith(`.${domain}`);
  });
}

/**
 * What an extension does with a detection under its organization's configuration, as a real one
 * would: a blocked URL is stopped and reported as such (an incident with the blocklist's model code);
 * an allowed domain or allowed Google Form is not reported; a Google Form is scanned only with Google
 * Form scanning on; a type whose Reporting is off is not reported.
 */
export function underConfig(config: ExtensionConfig, event: ReportEvent): Verdict {
  const url = new URL(event.url);
  const blocked = config.blockedUrls.some((entry) => event.url.toLowerCase().startsWith(entry.toLowerCase()));
  const type = (blocked ? EVENT_TYPES.incident : event.type) as EventType;
  const setting = config.alertConfig.extn_settings.find((s) => s.type === EXTN_BLOCK_OF_TYPE[type]);
  if (setting && !setting.report) return { report: false, why: 'reporting off' };
  if (blocked)
    return { report: true, event: { ...event, type, brands: [], modelCode: BLOCKLIST_MODEL_CODE } };
  if (allowedByDomain(url, config.allowedDomains)) return { report: false, why: 'allowed domain' };
  if (event.type === EVENT_TYPES.googleFormPassword) {
    if (!config.alertConfig.isGFormScanningEnabled) return { report: false, why: 'Google Form scanning off' };
    const stored = storedGoogleFormUrl(event.url);
    if (config.allowedGoogleFormUrls.some((allowed) => stored.startsWith(allowed)))
      return { report: false, why: 'allowed Google Form' };
  }
  return { report: true, event };
}

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
