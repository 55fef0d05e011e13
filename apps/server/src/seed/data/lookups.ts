import type { LookupEntry } from '../../features/lookups-import/lookups-import.service.ts';

// Reference lists the console's dropdowns read through GET /lookup/{lookupId}. Order here is the order
// shown. Codes are what records store; values are what people read.

/** Industries, after the sectors most CRMs and threat-intel feeds use. */
export const LKP_INDUSTRY: LookupEntry[] = [
  { code: 'ACCOUNTING', value: 'Accounting' },
  { code: 'AEROSPACE_DEFENSE', value: 'Aerospace & Defense' },
  { code: 'AGRICULTURE', value: 'Agriculture' },
  { code: 'AUTOMOTIVE', value: 'Automotive' },
  { code: 'BANKING', value: 'Banking' },
  { code: 'BIOTECHNOLOGY', value: 'Biotechnology' },
  { code: 'CHEMICALS', value: 'Chemicals' },
  { code: 'CONSTRUCTION', value: 'Construction' },
  { code: 'CONSULTING', value: 'Consulting' },
  { code: 'CONSUMER_GOODS', value: 'Consumer Goods' },
  { code: 'CRYPTOCURRENCY', value: 'Cryptocurrency' },
  { code: 'EDUCATION', value: 'Education' },
  { code: 'ENERGY_UTILITIES', value: 'Energy & Utilities' },
  { code: 'ENTERTAINMENT_MEDIA', value: 'Entertainment & Media' },
  { code: 'FINANCIAL_SERVICES', value: 'Financial Services' },
  { code: 'FOOD_BEVERAGE', value: 'Food & Beverage' },
  { code: 'GOVERNMENT', value: 'Government & Public Sector' },
  { code: 'HEALTHCARE', value: 'Healthcare' },
  { code: 'HOSPITALITY', value: 'Hospitality & Travel' },
  { code: 'INSURANCE', value: 'Insurance' },
  { code: 'IT_SERVICES', value: 'IT Services' },
  { code: 'LEGAL', value: 'Legal Services' },
  { code: 'LOGISTICS', value: 'Logistics & Transportation' },
  { code: 'MANUFACTURING', value: 'Manufacturing' },
  { code: 'NON_PROFIT', value: 'Non-Profit' },
  { code: 'PHARMACEUTICALS', value: 'Pharmaceuticals' },
  { code: 'REAL_ESTATE', value: 'Real Estate' },
  { code: 'RETAIL_ECOMMERCE', value: 'Retail & E-commerce' },
  { code: 'SOFTWARE', value: 'Software & SaaS' },
  { code: 'TELECOMMUNICATIONS', value: 'Telecommunications' },
  { code: 'OTHER', value: 'Other' },
];

/** BASICPHISH is the default; TISOC the exclusive threat intel type; PHISHPROTSUITE has everything. */
export const LKP_LICENSE_TYPE: LookupEntry[] = [
  { code: 'BASICPHISH', value: 'Basic Phish Protection' },
  { code: 'PHISHPROTSUITE', value: 'Phish Protection Suite' },
  { code: 'TISOC', value: 'Threat Intel SOC (Exclusive)' },
];

export const LKP_SCANNING_RULE: LookupEntry[] = [
  { code: 'RULE_DEFAULT', value: 'Default: login and payment pages' },
  { code: 'RULE_LOGIN_ONLY', value: 'Login pages only' },
  { code: 'RULE_ALL_FORMS', value: 'Every page with a form' },
  { code: 'RULE_STRICT', value: 'Strict: every page' },
];

/** Multimodal brand protection policies. */
export const LKP_MM_SCANPOLICY: LookupEntry[] = [
  { code: 'BBP1', value: 'Baseline brand policies' },
  { code: 'BBP2', value: 'Baseline and organization brands' },
  { code: 'BBP3', value: 'Organization brands only' },
];

/** Screenshot size sent to the multimodal scan. */
export const LKP_MM_IMG_SIZE: LookupEntry[] = [
  { code: 'MM_IMG_SIZE_01', value: 'Small (640 x 400)' },
  { code: 'MM_IMG_SIZE_02', value: 'Medium (1280 x 800)' },
  { code: 'MM_IMG_SIZE_03', value: 'Large (1920 x 1200)' },
];

/** The scan service: PP1 by default, OPENAI1 when multimodal is on. */
export const LKP_SRVC_TYPE: LookupEntry[] = [
  { code: 'PP1', value: 'Phish Protection model' },
  { code: 'OPENAI1', value: 'Multimodal (OpenAI)' },
];

export const REFERENCE_LISTS: Record<string, LookupEntry[]> = {
  LKP_INDUSTRY,
  LKP_LICENSE_TYPE,
  LKP_SCANNING_RULE,
  LKP_MM_SCANPOLICY,
  LKP_MM_IMG_SIZE,
  LKP_SRVC_TYPE,
};
