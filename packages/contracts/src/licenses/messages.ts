// License Management texts the spec quotes, word for word (doc 1 §2 and §8), and ours beside them.
export const LICENSE_MESSAGES = {
  noLicensesDeployed: 'No licenses deployed',
  noLicenseCountData: 'No license count data',
  noDataAvailable: 'No data available',
  failedToLoadRecords: 'failed to load records',
  failedToSearchExtensionUser: 'failed to search extension user by id.',
  couldNotLoadUsersList: 'could not load users list.',
  userListFailedTitle: 'Oops! Something went wrong.',
  userListFailedText: 'There was an error while fetching the user list. Please try Refreshing the Page.',
  refreshChart: 'Something went wrong, try refreshing chart',

  // Ours: server-side validation (the spec does not word these).
  invalidTimespan: 'timespan must be day, month or year',
  invalidPaging: 'offset and pageSize must be whole numbers within range',
  extensionUserNotFound: 'Extension user not found',
} as const;
