import { randomBytes } from 'node:crypto';

/** A readable, unguessable license key (96 random bits): the extension registers with it. */
export const newLicenseKey = () =>
  `BW-${randomBytes(12)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`;
