import { PROVIDER_ROLE } from '../common/product.ts';

/** The Google Forms address an allowed Google Form URL starts with (the spec's {host}). */
export const GOOGLE_FORMS_HOST = 'docs.google.com';

/**
 * The allowed domains, allowed Google Form URLs and blocked URLs (spec doc 2 §5, §8). Quoted ones are
 * the spec's, word for word; those marked "ours" fill what the spec leaves unsaid.
 */
export const LIST_MESSAGES = {
  // Add allowed domain (doc 2 §5), in the spec's order.
  domainRequired: 'Domain is required.',
  domainTooLong: 'Domain name should not exceed 255 characters.',
  domainDuplicate: 'Domain already exists in the whitelist.',
  domainInvalid:
    'Please enter a valid domain, do not include web protocols like http/https in the domain. Also check if the port number is valid.',
  domainPort:
    'Please enter a valid port number in the domain.Ports should be in the range 1-65535 and should not include default ports like 0, 21, 22, 80, 443, 1023.',

  // Add blocked URL (doc 2 §5).
  urlRequired: 'URL is required.',
  blockedUrlInvalid: 'Please enter a valid url.',
  /** Ours: the spec gives blocked URLs no duplicate message. */
  blockedUrlDuplicate: 'URL already exists in the blocked URLs.',

  // Add allowed Google Form URL (doc 2 §5), in the spec's order.
  googleFormUrlTooLong: 'URL should not exceed 2048 characters.',
  googleFormUrlPrefix: `Please Add a Google Form URL. (Ex: ${GOOGLE_FORMS_HOST}/forms...)`,
  googleFormUrlInvalid: 'Please enter a valid URL.',
  googleFormUrlUnsafe: 'URL contains unsafe characters. Please enter a valid URL.',
  googleFormUrlPrivate: 'URL contains private or restricted domains.',
  googleFormUrlDuplicate: 'URL already exists in the whitelist.',
  googleFormUrlPort:
    'Invalid port number. Ports must be 1-65535 and not include reserved ports like 0, 21, 22, 80, 443, 1023.',
  googleFormUrlError: 'An error occurred while adding the domain.',

  // Toasts (doc 2 §8): domains.
  couldNotFetchDomains: 'could not fetch domain list!',
  domainAdded: 'Domain added successfully',
  failedToAddDomain: 'Failed to add domain',
  domainDeleted: 'Domain deleted successfully',
  failedToDeleteDomain: 'Failed to delete domain',
  // Blocked URLs.
  blockedUrlAdded: 'Url has been added',
  failedToAddUrl: 'Failed to add URL',
  blockedUrlDeleted: 'Url deleted successfully',
  failedToDeleteUrl: 'Failed to delete URL',
  couldNotLoadUrls: 'could not load urls!',
  // Allowed Google Form URLs.
  couldNotFetchUrls: 'Could not fetch URL list!',
  googleFormUrlAdded: 'Url added successfully',
  googleFormUrlDeleted: 'URL deleted successfully',

  // Ours: the confirmations, the empty lists and an id that is not in the organization's list.
  confirmDeleteDomain: (domain: string) => `Do you want to delete the domain ${domain} ?`,
  confirmDeleteUrl: (url: string) => `Do you want to delete the URL ${url} ?`,
  noDomains: 'No allowed domains yet.',
  noGoogleFormUrls: 'No allowed Google Form URLs yet.',
  noBlockedUrls: 'No blocked URLs yet.',
  domainNotFound: 'Domain not found',
  urlNotFound: 'URL not found',
  invalidId: 'Invalid id',
} as const;

/** Who added an item, when its name is missing: the provider admin (doc 2 §3 "Allowed Google Form URL"). */
export const DEFAULT_ADDED_BY = PROVIDER_ROLE;

/** Ours: CSV import and export of allowed domains and blocked URLs (beyond the spec, decision 0035). */
export const LIST_CSV_MESSAGES = {
  empty: 'The CSV file has no rows.',
  tooLarge: 'The CSV file is too large: at most 1000 rows.',
  imported: (added: number, refused: number) =>
    `${added} ${added === 1 ? 'row' : 'rows'} added, ${refused} refused.`,
  couldNotImport: 'Could not import the CSV file.',
  couldNotExport: 'Could not export the CSV file.',
} as const;
