import { z } from 'zod';
import { filterByParam, sortByParam } from '../threat-intel/filter-by.ts';
import { SOC_THREAT_INTEL_MAX_PAGE_SIZE, SOC_THREAT_INTEL_PAGE_SIZE } from './constants.ts';
import { SOC_MESSAGES } from './messages.ts';
import { socWhole } from './query-params.ts';

/** GET /threat-intel/soc (spec doc 2 §7): the threat intel, for keys whose license includes it. */
export const threatIntelSocQuerySchema = z.object({
  pageNo: socWhole('pageNo', 1, 100_000).default(1).describe('Page, from 1 (default 1)'),
  pageSize: socWhole('pageSize', 1, SOC_THREAT_INTEL_MAX_PAGE_SIZE)
    .default(SOC_THREAT_INTEL_PAGE_SIZE)
    .describe(
      `Records per page, 1 to ${SOC_THREAT_INTEL_MAX_PAGE_SIZE} (default ${SOC_THREAT_INTEL_PAGE_SIZE})`,
    ),
  sortBy: sortByParam(
    SOC_MESSAGES.invalidThreatSortBy,
    'dtcTime or brndName, then | and asc or desc (default dtcTime|desc)',
  ),
  filterBy: filterByParam(
    SOC_MESSAGES.invalidFilterBy,
    'Comma-separated: dtcTime|last30d (last60d, last90d, last1y, last3y), brndName|<brand>, rmRepeatURL|true (default dtcTime|last30d)',
  ),
});
export type ThreatIntelSocQuery = z.infer<typeof threatIntelSocQuerySchema>;

/** A threat intel record (spec doc 2 §3): snake-case wire names as the spec writes them. */
export const socThreatIntelRecordSchema = z.object({
  id: z.string(),
  url: z.string(),
  detection_time: z.string(),
  ip: z.string().nullable(),
  target_brand: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});
export type SocThreatIntelRecord = z.infer<typeof socThreatIntelRecordSchema>;

export const threatIntelErrorSchema = z.object({ status: z.number(), code: z.string(), desc: z.string() });

export const threatIntelSocResponseSchema = z.object({
  data: z.array(socThreatIntelRecordSchema).nullable(),
  error: threatIntelErrorSchema.nullable(),
});
export type ThreatIntelSocResponse = z.infer<typeof threatIntelSocResponseSchema>;
