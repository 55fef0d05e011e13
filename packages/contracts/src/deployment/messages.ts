// Words of the Deployment page (spec doc 1 §2 "Deployment page", doc 2 §2 "Customer detail view").
// The spec names the page's parts but words only "could not get customer details!" (doc 1 §8); the
// rest are ours.
export const DEPLOYMENT_MESSAGES = {
  couldNotGetDetails: 'could not get customer details!',
  /** Mac OSX: the spec says to contact support. */
  macContactSupport: (supportEmail: string) =>
    `Automatic deployment is not available for Mac OSX. Please contact support at ${supportEmail} to deploy on Mac.`,
  installerDownloaded: 'The Windows installer has been downloaded.',
  couldNotDownloadInstaller: 'Could not download the Windows installer.',
  guideDownloaded: 'The group policy instructions have been downloaded.',
  couldNotDownloadGuide: 'Could not download the group policy instructions.',
  rotateConfirm:
    'A new license key replaces the current one. Extensions already registered keep working; new registrations, the Windows installer and the group policy instructions need the new key. Download the installer again after rotating.',
  keyRotated: 'The license key has been rotated.',
  couldNotRotate: 'Could not rotate the license key.',
  /** A TISOC organization has no deployment (decision 0003). */
  noDeployment: 'This organization’s license does not include the browser extension.',
  extensionDownloaded: 'The browser extension has been downloaded.',
  couldNotDownloadExtension: 'Could not download the browser extension.',
  /** The server was started without `npm run build` (no extension package). */
  extensionNotBuilt: 'The browser extension has not been built on this server. Run npm run build.',
  pickOrganization: 'Pick an organization of this group to see its deployment.',
  noOrganizations: 'No Organization found',
} as const;
