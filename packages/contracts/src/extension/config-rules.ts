import { EVENT_TYPES, type EventType } from '../events/event-types.ts';
import { storedGoogleFormUrl } from '../settings/google-form-address.ts';
import type { ExtensionConfig } from './extension-config.ts';
import type { ReportEvent } from './report-event.ts';

// What an extension does with a detection under its organization's configuration (decision 0039).
// Shared by the browser extension (apps/extension) and the demo fleet simulator, which must act alike.

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

type ConfigLists = Pick<ExtensionConfig, 'blockedUrls' | 'allowedDomains'>;

/** A blocked entry matches a URL that starts with it, ignoring case. */
export function isBlockedUrl(config: Pick<ExtensionConfig, 'blockedUrls'>, url: string): boolean {
  const lower = url.toLowerCase();
  return config.blockedUrls.some((entry) => lower.startsWith(entry.toLowerCase()));
}

/** An allowed domain covers its host and every subdomain; with a port, only that port. */
export function isAllowedDomain(config: Pick<ConfigLists, 'allowedDomains'>, url: URL): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return config.allowedDomains.some((entry) => {
    const domain = entry.toLowerCase();
    const target = domain.includes(':') ? host : hostname;
    return target === domain || target.endsWith(`.${domain}`);
  });
}

/** The Extension Settings switches (report, alert) of the block that governs a type. */
export function switchesFor(config: ExtensionConfig, type: EventType): { report: boolean; alert: boolean } {
  const setting = config.alertConfig.extn_settings.find((s) => s.type === EXTN_BLOCK_OF_TYPE[type]);
  // Reporting off forces Alert off (the console's rule); an absent block keeps the defaults (both on).
  return setting
    ? { report: setting.report, alert: setting.report && setting.alert }
    : { report: true, alert: true };
}

/**
 * What an extension does with a detection under its organization's configuration: a blocked URL is
 * stopped and reported as such (an incident with the blocklist's model code); an allowed domain or
 * allowed Google Form is not reported; a Google Form is scanned only with Google Form scanning on; a
 * type whose Reporting is off is not reported.
 */
export function underConfig(config: ExtensionConfig, event: ReportEvent): Verdict {
  const url = new URL(event.url);
  const blocked = isBlockedUrl(config, event.url);
  const type = (blocked ? EVENT_TYPES.incident : event.type) as EventType;
  if (!switchesFor(config, type).report) return { report: false, why: 'reporting off' };
  if (blocked)
    return { report: true, event: { ...event, type, brands: [], modelCode: BLOCKLIST_MODEL_CODE } };
  if (isAllowedDomain(config, url)) return { report: false, why: 'allowed domain' };
  if (event.type === EVENT_TYPES.googleFormPassword) {
    if (!config.alertConfig.isGFormScanningEnabled) return { report: false, why: 'Google Form scanning off' };
    const stored = storedGoogleFormUrl(event.url);
    if (config.allowedGoogleFormUrls.some((allowed) => stored.startsWith(allowed)))
      return { report: false, why: 'allowed Google Form' };
  }
  return { report: true, event };
}
