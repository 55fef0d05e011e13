import { EVENT_MESSAGES } from '../events/messages.ts';

/** The threat intel words of spec doc 2 §4, §5 and §8, word for word. */
export const THREAT_INTEL_MESSAGES = {
  invalidInputs: 'Invalid Inputs!',
  urlRequired: 'URL is required.',
  invalidUrl: 'Invalid URL format.',
  detectionTimeRequired: 'Detection Time is required.',
  screenshotRequired: 'Screenshot is required when "Add Image" is checked.',
  htmlRequired: 'HTML file is required when "Add HTML" is checked.',
  confirmTitle: 'Are You Sure?',
  confirmText: 'Do you want to add this event to Threat Intel?',
  submittedTitle: 'Event Submitted To Threat Intel',
  submittedText: 'Event has been submitted for Verification. It will appear in Threat Intel Feed soon.',
  failedTitle: 'Event Could not be added to Threat Intel',
  failedFallback: 'Failed to add threat intel',
  noThreats: EVENT_MESSAGES.noThreatsDetected,
  noData: 'No Data Found',
  htmlLoadFailed: 'Error in loading HTML content',
  htmlMissing: 'HTML not available',
  // Ours (the spec names none): an evidence value that is neither the event's own file nor an upload.
  invalidEvidence: 'Evidence must be the event’s own file or an uploaded .jpg/.jpeg or .html/.htm file.',
  recordNotFound: 'Threat intel record not found',
  invalidRecordId: 'Invalid threat intel id',
  /** Ours: a place or industry that is not one of the lookup lists' codes. */
  notListed: (field: string) => `${field} must be one of the listed codes`,
  invalidSubmittedOn: 'Submitted On must be a date and time with a zone, in years 1 to 9999',
  invalidFilterBy:
    'filterBy must be dtcTime|last30d (last60d, last90d, last1y, last3y), brndName|<brand> or rmRepeatURL|true or false',
  invalidSortBy: 'sortBy must be dtcTime or brndName, then | and asc or desc',
} as const;
