import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { asSystem } from '../auth/authorize.ts';
import type { AppDeps } from '../deps.ts';
import { appContext } from '../features/services.ts';
import { escapeMarkup } from '../lib/escape-markup.ts';
import { DEMO_TENANTS } from './data/demo-world.ts';

/** A wordmark logo as a tenant would upload it: a fin mark and the brand name, as a PNG. */
async function renderWordmark(brandName: string, color: string): Promise<Buffer> {
  const width = 52 + brandName.length * 19;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48">
    <path d="M4 40 C14 30 20 14 22 4 C28 16 34 30 34 40 Z" fill="${color}"/>
    <text x="44" y="34" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="30"
      font-weight="bold" fill="${color}">${escapeMarkup(brandName)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Whitelabels the demo tenants that have one (brand name, support email, logo) through the branding
 * service the whitelabel settings use, before the fleet registers, so their extensions carry the brand.
 */
export async function runDemoWhitelabel(
  deps: AppDeps,
  world: { tenants: { tenant: { id: number; subDomain: string | null } }[] },
  log: FastifyBaseLogger,
): Promise<void> {
  const { branding } = appContext(deps);
  for (const spec of DEMO_TENANTS) {
    const tenant = world.tenants.find((t) => t.tenant.subDomain === spec.subDomain)?.tenant;
    if (!spec.whitelabel || !tenant) continue;
    const { brandName, supportEmail, color } = spec.whitelabel;
    // As the provider would: whitelabel on for the tenant, then the tenant's branding saved.
    await branding.setWhitelabelFlag(asSystem.tenant(tenant.id), true);
    await branding.saveWhitelabel(asSystem.tenant(tenant.id), {
      brandName,
      supportEmail,
      logo: { fileName: `${spec.subDomain}-logo.png`, data: await renderWordmark(brandName, color) },
    });
    log.info(`demo whitelabel: ${spec.tenantName} as ${brandName}`);
  }
}
