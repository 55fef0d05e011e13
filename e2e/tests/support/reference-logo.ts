import { readFileSync } from 'node:fs';

/** The demo's reference logo of Microsoft (decision 0065): what the seed puts on its brand policy. */
export const DEMO_MICROSOFT_LOGO = readFileSync(
  new URL('../../../apps/server/src/seed/data/brand-logos/microsoft.svg', import.meta.url),
);
