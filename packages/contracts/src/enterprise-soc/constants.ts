/** The header every Enterprise SOC API call carries its key in (spec doc 2 §6). */
export const API_KEY_HEADER = 'apikey';
export const SOC_API_BASE = '/enterprise-soc';
export const SOC_DOCS_PATH = '/enterprise-soc/docs';

/** Paging of fetch-incidents: 20 a page by default (spec doc 2 §9), at most 500 (ours: each carries evidence links). */
export const SOC_DEFAULT_PAGE_SIZE = 20;
export const SOC_MAX_PAGE_SIZE = 500;
/**
 * Paging of threat-intel/soc: 50,000 a page by default (spec doc 2 §9, a whole feed in one call), which
 * is also the most (ours: about 10 MB of JSON).
 */
export const SOC_THREAT_INTEL_PAGE_SIZE = 50_000;
export const SOC_THREAT_INTEL_MAX_PAGE_SIZE = 50_000;
/** Without startdate, the window is the 30 days up to enddate (the documentation's own example). */
export const SOC_DEFAULT_WINDOW_DAYS = 30;

export const THREAT_INTEL_SORT_FIELDS = ['dtcTime', 'brndName'] as const;
export const THREAT_INTEL_FILTER_KEYS = ['dtcTime', 'brndName', 'rmRepeatURL'] as const;
export { THREAT_INTEL_RANGES } from '../threat-intel/constants.ts';
export const CUSTOMER_SORT_FIELDS = ['customerName', 'createdOn'] as const;
