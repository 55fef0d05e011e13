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
  /** The brands this record is the first verified record of: their reference objects come with it. */
  newBrands: string[];
  /** The collection's first verified record: Baitwatch's identity and extension definition come with it. */
  isFirst: boolean;
}

/**
 * Baitwatch itself, the creator every object names (`created_by_ref`, a STIX best practice), and the
 * extension definition that carries Baitwatch's own properties of an indicator (STIX 2.1 §7.3) instead
 * of `x_` custom properties. One version each, created at a fixed instant before any record.
 */
const PRODUCER_TIME = '2020-01-01T00:00:00.000Z';
export const BAITWATCH_IDENTITY_ID = stixId('identity', 'baitwatch');
export const BAITWATCH_EXTENSION_ID = stixId('extension-definition', 'baitwatch-threat-intel-properties');

function collectionHead(): StixObject[] {
  const producer = { spec_version: '2.1', created: PRODUCER_TIME, modified: PRODUCER_TIME } as const;
  return [
    {
      type: 'identity',
      ...producer,
      id: BAITWATCH_IDENTITY_ID,
      name: 'Baitwatch',
      identity_class: 'system',
      description:
        "The Baitwatch phishing detection platform: its extensions detect, its provider's analysts verify.",
    },
    {
      type: 'extension-definition',
      ...producer,
      id: BAITWATCH_EXTENSION_ID,
      created_by_ref: BAITWATCH_IDENTITY_ID,
      name: 'Baitwatch threat intel properties',
      description:
        'Where a verified phishing page was aimed: the industry and the country of the organization whose user met it, as the codes of the Baitwatch console.',
      // STIX 2.1 takes the definition as a URL or as plain text: plain text needs no host to stay up.
      schema:
        'Two optional properties, each a code of the Baitwatch lookups: industry (an LKP_INDUSTRY code) and country (an ISO 3166-1 alpha-2 code).',
      version: '1.0.0',
      extension_types: ['property-extension'],
    },
  ];
}

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
  const made = { spec_version: '2.1', created_by_ref: BAITWATCH_IDENTITY_ID } as const;
  const place = {
    ...(record.industry ? { industry: record.industry } : {}),
    ...(record.country ? { country: record.country } : {}),
  };
  const brands = [...new Set(record.detectedBrands.map((b) => b.trim()).filter(Boolean))];
  const target = brands.length > 0 ? brands.join(', ') : 'an unnamed brand';
  const indicator: StixObject = {
    type: 'indicator',
    ...made,
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
    ...(Object.keys(place).length > 0
      ? { extensions: { [BAITWATCH_EXTENSION_ID]: { extension_type: 'property-extension', ...place } } }
      : {}),
  };
  const objects: StixObject[] = [...(record.isFirst ? collectionHead() : []), indicator];
  const isNew = new Set(record.newBrands.map((b) => b.trim()));
  for (const brand of brands) {
    const identityId = stixId('identity', `brand:${brand}`);
    const campaignId = stixId('campaign', `phishing:${brand}`);
    // A brand's reference objects: one version, created when its first verified record was added,
    // served once, with that record (never before its own creation, never again with later ones).
    const reference = { ...made, created: recorded, modified: recorded } as const;
    if (isNew.has(brand))
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
      );
    objects.push({
      type: 'relationship',
      ...made,
      id: stixId('relationship', `indicates:${record.id}:${brand}`),
      created: recorded,
      modified: recorded,
      relationship_type: 'indicates',
      source_ref: indicatorId,
      target_ref: campaignId,
    });
  }
  return objects;
}
