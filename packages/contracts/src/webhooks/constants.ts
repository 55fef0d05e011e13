/** How many endpoints one organization, one tenant (Global View) or the provider may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/**
 * When a failed delivery is tried again, after the try before it (the Standard Webhooks guidance, as
 * Svix schedules): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight tries over about 27.6 hours.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/**
 * Deliveries one organization's events start per minute, across every endpoint that hears them. More
 * are not dropped: their first try waits for a later minute, so a burst reaches the receivers spread
 * out (at least once, later).
 */
export const MAX_WEBHOOK_DELIVERIES_PER_MINUTE = 600;

/** A try waits this long for the endpoint's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** An endpoint whose every try has failed for this long is disabled (its admins are mailed). */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 3_600_000;

/** Deliveries and their tries are kept this long for the delivery log. */
export const WEBHOOK_LOG_DAYS = 30;

/** After a secret is rotated, deliveries are signed with the old one too for this long. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3_600_000;

export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_URL_MAX = 2_000;
