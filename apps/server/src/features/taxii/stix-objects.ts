import type { StixObject } from '@baitwatch/contracts/taxii/resources';
import { stixId } from './stix-ids.ts';

export type { StixObject };

/** What one threat intel record contributes to STIX (read by taxii.repository.ts). */
export interface IntelRecord {
  id: number;
  threatUrl: string;
  detectedBrands: string[];
  threatDetectedOn: Date;
  submittedOn: Date;
  industry: string | null;
  country: string | null;
}

/**
 * Brands, their campaigns and the campaign→brand relationship are Baitwatch's reference objects: one id
 * per brand, one version, whatever record carries them. Their time is a fixed instant (the TAXII feed's
 * start), so every copy of them is the same version and a client keeps one.
 */
const REFERENCE_TIME = '2026-11-01T00:00:00.000Z';

/** A STIX pattern string literal: backslash and quote escaped, as the STIX 2.1 grammar requires. */
export const stixString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export const urlPattern = (url: string) => `[url:value = ${stixString(url)}]`;

const time = (date: Date) => date.toISOString();

/**
 * The STIX 2.1 objects of one record, in the order a reader can resolve them: the indicator (the URL
 * pattern, valid from its detection, linked to its evidence in the console), then for each targeted
 * brand: the brand (`identity`), the phishing campaign against it (`campaign`), the campaign
 * `targets` the brand, and the indicator `indicates` the campaign. STIX 2.1 defines no relationship
 * from an indicator to an identity; this pair is the one its vocabulary has (decision 0050).
 */
export function stixObjectsOf(record: IntelRecord, consoleUrl: string): StixObject[] {
  const indicatorId = stixId('indicator', `threat-intel:${record.id}`);
  const recorded = time(record.submittedOn);
  const brands = [...new Set(record.detectedBrands.map((b) => b.trim()).filter(Boolean))];
  const target = brands.length > 0 ? brands.join(', ') : 'an unnamed brand';
  const indicator: StixObject = {
    type: 'indicator',
    spec_version: '2.1',
    id: indicatorId,
    created: recorded,
    modified: recorded,
    name: `Phishing URL impersonating ${target}`,
    description: `A phishing page impersonating ${target}, detected by a Baitwatch extension at ${time(record.threatDetectedOn)} and verified by the provider's analysts.`,
    indicator_types: ['malicious-activity'],
    pattern: urlPattern(record.threatUrl),
    pattern_type: 'stix',
    pattern_version: '2.1',
    valid_from: time(record.threatDetectedOn),
    labels: ['phishing'],
    external_references: [
      {
        source_name: 'baitwatch',
        external_id: String(record.id),
        url: `${consoleUrl}/threat-intel-feed/${record.id}`,
        description:
          'The verified record and its evidence (screenshot, page content) in the Baitwatch console',
      },
    ],
    ...(record.industry ? { x_baitwatch_industry: record.industry } : {}),
    ...(record.country ? { x_baitwatch_country: record.country } : {}),
  };
  const objects: StixObject[] = [indicator];
  for (const brand of brands) {
    const identityId = stixId('identity', `brand:${brand}`);
    const campaignId = stixId('campaign', `phishing:${brand}`);
    const reference = { spec_version: '2.1', created: REFERENCE_TIME, modified: REFERENCE_TIME } as const;
    objects.push(
      {
        type: 'identity',
        ...reference,
        id: identityId,
        name: brand,
        identity_class: 'organization',
        description: `${brand}, a brand impersonated by phishing pages.`,
      },
      {
        type: 'campaign',
        ...reference,
        id: campaignId,
        name: `Phishing impersonating ${brand}`,
        description: `Phishing pages that impersonate ${brand} to take its users' credentials.`,
      },
      {
        type: 'relationship',
        ...reference,
        id: stixId('relationship', `targets:${brand}`),
        relationship_type: 'targets',
        source_ref: campaignId,
        target_ref: identityId,
      },
      {
        type: 'relationship',
        spec_version: '2.1',
        id: stixId('relationship', `indicates:${record.id}:${brand}`),
        created: recorded,
        modified: recorded,
        relationship_type: 'indicates',
        source_ref: indicatorId,
        target_ref: campaignId,
      },
    );
  }
  return objects;
}
