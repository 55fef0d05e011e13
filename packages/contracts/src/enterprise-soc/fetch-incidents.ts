import { z } from 'zod';
import { withoutBlank } from '../common/text.ts';
import { SOC_DEFAULT_PAGE_SIZE, SOC_MAX_PAGE_SIZE } from './constants.ts';
import { SOC_MESSAGES } from './messages.ts';
import { dateWindowParams, globalKeyFilters, socBoolean, socText, socWhole } from './query-params.ts';

const flag = (name: string, description: string) => socBoolean(name).default(false).describe(description);

/**
 * GET /enterprise-soc/fetch-incidents (spec doc 2 §7): the key's incidents, newest first by default.
 * Wire names exactly as the spec spells them. snapshotId is ours (decision 0047): page 1 answers it in
 * `filters`; passing it on later pages leaves out events that arrived after page 1, so pages do not shift.
 * It is opaque and sealed to the key's holder: it tells nothing of the platform's event count, and
 * another key's is refused.
 */
export const fetchIncidentsQuerySchema = z.object({
  ...dateWindowParams,
  pagesize: socWhole('pagesize', 1, SOC_MAX_PAGE_SIZE)
    .default(SOC_DEFAULT_PAGE_SIZE)
    .describe(`Records per page, 1 to ${SOC_MAX_PAGE_SIZE} (default ${SOC_DEFAULT_PAGE_SIZE})`),
  pageNumber: socWhole('pageNumber', 1, 100_000).default(1).describe('Page, from 1 (default 1)'),
  brand: withoutBlank(socText('brand', 100)).describe('Only incidents that target this brand'),
  clearedflag: flag('clearedflag', 'true: the cleared incidents instead of the open ones (default false)'),
  removerepeaturl: flag('removerepeaturl', 'true: one incident per URL, its newest (default false)'),
  removethreaturl: flag(
    'removethreaturl',
    'true: leave out URLs already in the threat intel (default false)',
  ),
  order: z
    .enum(['asc', 'desc'], { error: SOC_MESSAGES.invalidOrder })
    .default('desc')
    .describe('By detection time: desc (default) or asc'),
  suspicious: flag('suspicious', 'Include AI Suspicious incidents'),
  verifiedphish: flag('verifiedphish', 'Include Verified Phish incidents (triaged)'),
  pixmverified: flag('pixmverified', 'Include Baitwatch Verified incidents'),
  reportphish: flag('reportphish', 'Include Reported Phish incidents'),
  includeFalsePositive: flag(
    'includeFalsePositive',
    'Include incidents marked false positive (default false)',
  ),
  ...globalKeyFilters,
  snapshotId: z
    .string({ error: SOC_MESSAGES.invalidSnapshot })
    .max(300, { error: SOC_MESSAGES.invalidSnapshot })
    .optional()
    .describe("From page 1's filters.snapshotId: keeps later pages stable under new arrivals"),
});
export type FetchIncidentsQuery = z.infer<typeof fetchIncidentsQuerySchema>;

/** An incident as the SOC API answers it (spec doc 2 §3 "Enterprise SOC API records"). */
export const socIncidentSchema = z.object({
  id: z.string(),
  url: z.string(),
  detectionTime: z.string(),
  email: z.string().nullable(),
  screenshotURL: z.string().nullable(),
  resizedScreenshotURL: z.string().nullable(),
  pageContentURL: z.string().nullable(),
  isFalsePositive: z.boolean(),
  triagedEvent: z.boolean(),
  domainIPAddress: z.string().nullable(),
  userAction: z.string(),
  detailPageURL: z.string(),
  brands: z.array(z.string()),
  status: z.string(),
  /** The global-key variant's fields. */
  customerId: z.number().optional(),
  customerName: z.string().optional(),
  orgCode: z.string().nullable().optional(),
});
export type SocIncident = z.infer<typeof socIncidentSchema>;

export const fetchIncidentsResponseSchema = z.object({
  filters: z.record(z.string(), z.unknown()),
  totalRecords: z.number(),
  records: z.array(socIncidentSchema),
});
export type FetchIncidentsResponse = z.infer<typeof fetchIncidentsResponseSchema>;
