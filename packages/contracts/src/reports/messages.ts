import { MAX_REPORT_RECIPIENTS } from './constants.ts';

/** The reports' messages (decision 0074; the specification has no reports): one sentence that says what to fix. */
export const REPORT_MESSAGES = {
  periodInvalid: 'Period should be a month such as 2026-10 or an ISO week such as 2026-W43.',
  periodNotEnded: 'That period has not ended yet. A report covers a month or week that is over.',
  periodTooOld: 'Reports go back to the year 2000.',
  unknownRecipient: (email: string) =>
    `${email} is not an admin of this organization or its tenant. Reports go to admins only.`,
  tooManyRecipients: `A report goes to at most ${MAX_REPORT_RECIPIENTS} recipients. Remove one first.`,
  recipientInvalid: 'Each recipient should be an email address.',
  duplicateRecipient: 'Each recipient may be chosen once.',
  fetchFailed: 'Could not fetch the report settings!',
  saveFailed: 'Could not save the report recipients!',
  saved: 'Report recipients saved.',
  downloadFailed: 'Could not make the report!',
} as const;
