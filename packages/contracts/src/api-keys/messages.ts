/** The API key panels' messages (spec doc 2 §8 "API keys", word for word; the rest are ours). */
export const API_KEY_MESSAGES = {
  fetchCustomerFailed: 'Could not fetch Customer ApiKey details!',
  fetchTenantFailed: 'Could not fetch Tenant ApiKey details!',
  generateFailed: 'Could not generate new ApiKey!',
  generateTenantFailed: 'Could not generate new Tenant ApiKey!',
  /** Spec doc 2 §4: "If no key exists, a prompt says to click Generate" (its words are not shown). */
  noKey: 'No API key has been generated yet. Click Generate to create one.',
  showKey: 'Click to show API key',
  generated: 'A new API key has been generated. The previous key no longer works.',
  expiryRequired: 'Expiry date is required.',
  expiryInvalid: 'Expiry date should be in the format yyyy-mm-dd.',
  expiryNotFuture: 'Expiry date should be a date after today.',
  expiryTooFar: 'Expiry date cannot be more than 2 years from today.',
} as const;
