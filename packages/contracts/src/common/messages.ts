// Messages the spec quotes, word for word. Form validation and the server both use these constants.
export const MESSAGES = {
  internalError: 'Internal Server Error. Please Contact Administrator',
  notAuthorized: 'You are not authorized to view this page.',
  couldNotFetchCustomers: 'Could not fetch customers',
  exclusiveThreatIntel: 'This feature is not available for customers with Exclusive Threat Intel Access.',
  noThreatIntelAccess: 'This feature is not available for customers without Threat Intel Access.',
  selectCustomerToView: (option: string) => `Please select a customer to view ${option}`,
  malformedUrl: 'malformed URL',
  invalidFileType: (formats: string) => `Invalid file type. Accepted formats are: ${formats}`,
  invalidCustomerId: 'Invalid customer id',
  // Ours (the spec does not word these): session and login answers.
  invalidCredentials: 'The email or password is incorrect.',
  invalidEmail: 'Please enter a proper email id',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required.',
  invalidRefreshToken: 'The session has expired. Please log in again.',
  missingFunctionsKey: 'This call must come from the console.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  invalidLink: 'This link is invalid or has expired.',
  weakPassword: 'Passwords need at least 12 characters.',
  resetSent: 'If an account exists for that email, a reset link is on its way.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;
