import { z } from 'zod';
import { DEFAULT_FEED_FILTER, DEFAULT_FEED_SORT, THREAT_INTEL_RANGES } from './constants.ts';
import { THREAT_INTEL_MESSAGES } from './messages.ts';

export interface ThreatIntelFilters {
  days: number;
  brand?: string | undefined;
  removeRepeatUrl: boolean;
}

export interface ThreatIntelSort {
  field: 'dtcTime' | 'brndName';
  order: 'asc' | 'desc';
}

/** "dtcTime|last30d,brndName|Contoso,rmRepeatURL|true" → the filters; anything else throws. */
export function parseFilterBy(value: string): ThreatIntelFilters {
  const filters: ThreatIntelFilters = { days: THREAT_INTEL_RANGES.last30d, removeRepeatUrl: false };
  for (const part of value.split(',')) {
    const [key, ...rest] = part.split('|');
    const arg = rest.join('|').trim();
    if (key === 'dtcTime' && arg in THREAT_INTEL_RANGES)
      filters.days = THREAT_INTEL_RANGES[arg as keyof typeof THREAT_INTEL_RANGES];
    else if (key === 'brndName' && arg.length > 0 && arg.length <= 100) filters.brand = arg;
    else if (key === 'rmRepeatURL' && (arg === 'true' || arg === 'false'))
      filters.removeRepeatUrl = arg === 'true';
    else throw new Error(THREAT_INTEL_MESSAGES.invalidFilterBy);
  }
  return filters;
}

/** The filters back as the wire's filterBy (the console builds its query with this). */
export function formatFilterBy(f: { range: string; brand?: string | undefined; removeRepeatUrl: boolean }) {
  const parts = [`dtcTime|${f.range}`];
  if (f.brand?.trim()) parts.push(`brndName|${f.brand.trim()}`);
  if (f.removeRepeatUrl) parts.push('rmRepeatURL|true');
  return parts.join(',');
}

/** filterBy as a query parameter: parsed, a 400 with `message` when it does not parse. */
export const filterByParam = (message: string, description: string) =>
  z
    .string()
    .default(DEFAULT_FEED_FILTER)
    .describe(description)
    .transform((value, ctx) => {
      try {
        return parseFilterBy(value);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    });

/** sortBy as a query parameter: dtcTime or brndName, asc or desc. */
export const sortByParam = (message: string, description: string) =>
  z
    .string()
    .regex(/^(dtcTime|brndName)\|(asc|desc)$/, { error: message })
    .default(DEFAULT_FEED_SORT)
    .describe(description)
    .transform((value): ThreatIntelSort => {
      const [field, order] = value.split('|') as [ThreatIntelSort['field'], ThreatIntelSort['order']];
      return { field, order };
    });
