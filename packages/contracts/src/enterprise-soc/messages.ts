/**
 * The Enterprise SOC API's error texts (spec doc 2 §8 names the cases; the words are ours, decision 0047).
 */
export const SOC_MESSAGES = {
  missingKey: 'API key is required: send it in the apikey header.',
  unknownKey: 'The API key is not assigned to any registered organization.',
  invalidDate: 'Invalid date format: dates are yyyy-mm-dd.',
  invalidDateRange: 'startdate must not be after enddate.',
  invalidBoolean: 'must be true or false',
  invalidNumber: 'must be a whole number in range',
  invalidOrder: 'order must be asc or desc.',
  invalidSnapshot: 'snapshotId must be the one page 1 answered for this key.',
  globalKeyOnly: 'customerId, customerName and orgCode need a global (tenant) API key.',
  customersGlobalOnly: 'The customers list needs a global (tenant) API key.',
  invalidSortBy: 'sortBy must be customerName or createdOn, then | and asc or desc.',
  invalidThreatSortBy: 'sortBy must be dtcTime or brndName, then | and asc or desc.',
  invalidFilterBy:
    'filterBy must be key|value pairs separated by commas: dtcTime|last30d (last60d, last90d, last1y, last3y), brndName|<brand>, rmRepeatURL|true or false.',
  noThreatIntelAccess: "The key's organization has no threat intel access.",
  rateLimited: 'Too many requests for this API key: wait for the RateLimit-Reset seconds.',
  internal: 'Unknown server error.',
} as const;
