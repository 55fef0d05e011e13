import { MESSAGES } from '../common/messages.ts';

/** The logo formats a whitelabel accepts (judged by the file's bytes on the server); never SVG. */
export const LOGO_FORMATS = ['png', 'jpg', 'gif', 'webp'] as const;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The largest logo, decoded (decision 0027). */
export const LOGO_MAX_BYTES = 1_048_576;
export const BRAND_NAME_MAX = 50;
export const SUPPORT_EMAIL_MAX = 200;

// Whitelabel (spec doc 1 §2 "Account", §5 "Whitelabel", §8). Quoted ones are the spec's, word for
// word; the others are ours (decision 0027).
export const WHITELABEL_MESSAGES = {
  flagUpdated: 'Whitelabel flag has been updated.',
  infoUpdated: 'Whitelabel information has been updated.',
  couldNotChangeFlag: 'Could not change whitelabel flag',
  couldNotChangeInfo: 'Could not change whitelabel information',
  invalidEmail: MESSAGES.invalidEmail,
  invalidFileType: MESSAGES.invalidFileType(LOGO_FORMATS.join(', ')),
  errorReadingFile: 'Error reading file.',
  // Ours.
  brandNameRequired: 'Brand name is required',
  brandNameTooLong: `Brand name should not be more than ${BRAND_NAME_MAX} characters`,
  supportEmailTooLong: `Support email should not be more than ${SUPPORT_EMAIL_MAX} characters`,
  logoTooLarge: 'The logo is too large. It must be 1 MB (1024 kB) or smaller.',
  logoNotBase64: 'The logo could not be read. Please choose the file again.',
  whitelabelOff: 'Whitelabel is off for this tenant. The provider turns it on first.',
  notForDirectCustomer: 'Whitelabel is not available for a direct customer.',
  subDomainMismatch: "The subdomain is not this tenant's.",
  couldNotGetWhitelabel: 'Could not load the whitelabel information.',
  whitelabelDeleted: 'Whitelabel information has been deleted.',
  disableConfirm: (tenantName: string) =>
    `Turning whitelabel off deletes the brand name, support email and logo of ${tenantName}. Do you want to continue?`,
} as const;
