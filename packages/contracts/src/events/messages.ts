// Event texts the spec quotes, word for word (doc 1 §4 and §8).
export const EVENT_MESSAGES = {
  confirmTitle: 'Are You Sure ?',
  confirmUnverify: 'Do you want to mark this URL as unverified ?',
  confirmFalsePositive: 'Do you want to mark this URL as false positive ?',
  confirmDelete: 'Do you want to delete this URL ?',

  incidentDeleted: 'Incident Deleted',
  markedAsUnverified: 'Marked As Unverified',
  markedAsVerified: 'Marked As Verified',
  markedAsFalsePositive: 'Marked As False Positive',

  unverifiedTitle: 'Event removed from Threat Intel',
  unverifiedText:
    'Event has been submitted for Unverification. It will be removed from Threat Intel Feed soon.',
  unverifyFailedTitle: 'Event could not be removed from Threat Intel',
  unverifyFailedText: 'Oops! Something went wrong. Please try again later.',

  noThreatsDetected: 'No Threats Detected',
  noLoginPagesScanned: 'No Login Pages Scanned',
  noRecordsFound: 'No Records Found',

  failedToLoadEvents: 'Failed to Load Events',
  failedToLoadThreatsDetected: 'Failed to load Threats Detected',
  failedToLoadTopThreats: 'Failed to load Top Threats',
  failedToLoadTopVulnerable: 'Failed to load Top Vulnerable',
  serverError: 'Server Error. Please contact Support!!',
  couldNotLoadSuperFeed: 'Could not load Super Feed Events!!',
  refreshChart: 'Something went wrong, try refreshing chart',
  failedToLoadRecords: 'failed to load records',
  failedToSearchExtensionUser: 'failed to search extension user by id.',
  couldNotLoadUsersList: 'could not load users list.',
  htmlLoadError: 'Error in loading HTML content',
  htmlNotAvailable: 'HTML not available',
  noData: 'NO DATA',
  returnToOverview: 'Return to Overview',
  returnToSuperFeed: 'Return to Super Feed',

  // Ours: server-side validation of the event calls (the spec does not word these).
  invalidEventId: 'Invalid event id',
  invalidFalsePositiveType: 'falsePositiveType must be 6',
  eventIdMismatch: 'The event id of the body does not match the address',
  eventNotFound: 'Event not found',
  invalidDate: 'Dates must be ISO 8601 date-times',
  invalidDateRange: 'startTime must not be after endTime',
  invalidType: 'type must be a whole number from 0 to 5',
  invalidBoolean: 'Use true or false',
  invalidPaging: 'offset and pageSize must be whole numbers within range',
  searchTermTooShort: 'Type at least 2 characters to search',
} as const;
