import {
  REGISTRATION_CODE_MAX_ATTEMPTS,
  REGISTRATION_CODE_TTL_MINUTES,
} from '@baitwatch/contracts/extension/limits';

export interface ManualStep {
  title: string;
  body: string;
  /** A value the person types, shown to copy (the license key). */
  value?: string;
}

/**
 * Manual Deployment (spec doc 1 §2): registering the extension with an organization email and the
 * emailed code, in the order of the extension API's manual registration (register/manual/start, then
 * register/manual/verify; decision 0009).
 */
export function manualSteps(skin: string, licenseKey: string): ManualStep[] {
  return [
    {
      title: 'Install the extension',
      body: `Add the ${skin} extension to Chrome from the Chrome Web Store, or to Edge from Microsoft Edge Add-ons, and pin it to the toolbar.`,
    },
    {
      title: 'Enter the license key',
      body: `Open the extension from its toolbar icon and enter this organization's license key:`,
      value: licenseKey,
    },
    {
      title: 'Enter your organization email',
      body: 'Type your work email address and choose Send code. A six-digit code is emailed to that address.',
    },
    {
      title: 'Verify the code',
      body: `Enter the code from the email within ${REGISTRATION_CODE_TTL_MINUTES} minutes. After ${REGISTRATION_CODE_MAX_ATTEMPTS} wrong tries, or once it expires, send a new code.`,
    },
    {
      title: 'Protected',
      body: `The extension is registered with this organization and protects the browser. The person is listed in License Management.`,
    },
  ];
}
