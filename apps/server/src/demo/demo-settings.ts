import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { appContext } from '../features/services.ts';
import { type DemoAdminsWorld, demoAdmins } from './demo-admins.ts';

interface DemoOrganizationSettings {
  allowedDomains?: string[];
  blockedUrls?: string[];
  allowedGoogleFormUrls?: string[];
  /** Google Form scanning (the provider's switch): the fleet's Google Form detections need it. */
  googleFormScanning?: boolean;
  /** The warning's own label and contact info (the Config tab), as an organization's admin sets them. */
  banner?: { label: string; email: string; phone: string };
  /** Hear of suspicious pages, as their address and reasons only (decision 0064). */
  reportSuspiciousPages?: boolean;
}

/**
 * Some organizations' extension settings, so the settings tabs have something to show and the fleet
 * has something to obey: the blocked hosts are kits the fleet imitates (they come back as blocklist
 * incidents), the allowed ones are the organizations' own sites.
 */
export const DEMO_SETTINGS: Record<string, DemoOrganizationSettings> = {
  'Contoso Pharmaceuticals': {
    banner: { label: 'Contoso Shield', email: 'security@contoso-pharma.test', phone: '(617) 555-0182' },
    reportSuspiciousPages: true,
    allowedDomains: ['contoso-pharma.com', 'partners.contoso-pharma.com'],
    blockedUrls: ['https://paypal-secure-login.example.com/', 'https://microsoft-secure-login.example.com/'],
  },
  'Fabrikam Logistics': {
    googleFormScanning: true,
    allowedGoogleFormUrls: ['docs.google.com/forms/d/e/1FAIpQLSfabrikamDriverSurvey'],
  },
  'Litware Legal': { googleFormScanning: true, blockedUrls: ['https://secure-dhl-support.example.com/'] },
  'Proseware Health': { googleFormScanning: true, allowedDomains: ['proseware-health.com'] },
};

/**
 * Saves the demo's extension settings through the console's own services, as each organization's
 * admin (the lists) and the provider (Google Form scanning) would, before the fleet reads its config.
 */
export async function runDemoSettings(
  deps: AppDeps,
  world: DemoAdminsWorld & { organizations: { id: number; organizationName: string }[] },
  log: FastifyBaseLogger,
): Promise<void> {
  const { settingsLists: lists, alertConfig: alerts } = appContext(deps);
  const admins = demoAdmins(world);
  const provider = admins.provider;
  if (!provider) return;
  for (const organization of world.organizations) {
    const settings = DEMO_SETTINGS[organization.organizationName];
    if (!settings) continue;
    const admin = admins.customerAdminOf(organization.id) ?? provider;
    for (const domain of settings.allowedDomains ?? []) await lists.addDomain(admin, organization.id, domain);
    for (const url of settings.blockedUrls ?? []) await lists.addBlockedUrl(admin, organization.id, url);
    if (settings.banner) {
      const current = await alerts.get(admin, organization.id);
      await alerts.update(admin, organization.id, {
        ...current,
        ...settings.banner,
        isLabelConfigured: true,
        isContactInfoConfigured: true,
      });
    }
    if (settings.reportSuspiciousPages) {
      const current = await alerts.get(admin, organization.id);
      await alerts.update(admin, organization.id, { ...current, reportSuspiciousPages: true });
    }
    if (settings.googleFormScanning) {
      const current = await alerts.get(provider, organization.id);
      await alerts.update(provider, organization.id, { ...current, isGFormScanningEnabled: true });
    }
    for (const url of settings.allowedGoogleFormUrls ?? [])
      await lists.addGoogleFormUrl(admin, organization.id, url);
  }
  log.info(`demo settings: ${Object.keys(DEMO_SETTINGS).length} organizations configured`);
}
