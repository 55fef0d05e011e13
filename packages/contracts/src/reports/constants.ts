/**
 * The most people one organization's (or one tenant's roll-up) report is mailed to. Each gets the PDF
 * as an attachment of their own mail; 10 keeps a month's mail for a large MSP bounded (decision 0074).
 */
export const MAX_REPORT_RECIPIENTS = 10;

/** Past periods the console offers for download: two years of months, a quarter of weeks. */
export const REPORT_PAST_MONTHS = 24;
export const REPORT_PAST_WEEKS = 13;

/** Rows of each top list in a report. */
export const REPORT_TOP_ROWS = 10;

export const REPORT_CONTENT_TYPE = 'application/pdf';
