import { z } from 'zod';
import { isLoopbackHost } from '../common/loopback.ts';

/**
 * GET /v1/portal/deployment/server-address (any admin; ours): the address that installers, the group
 * policy guide, TAXII discovery and indicator links carry, and whether it can work elsewhere: a
 * loopback address (PUBLIC_URL unset) is reached from this machine only, and placeholder extension ids
 * force-install nothing. The Deployment page says so plainly.
 */
export const serverAddressResponseSchema = z.object({
  serverUrl: z.string(),
  /** localhost, 127.0.0.0/8, ::1 or 0.0.0.0: only this machine reaches it. */
  loopback: z.boolean(),
  /** The Chrome or Edge extension id is the built-in placeholder, not a store listing's. */
  placeholderExtensionIds: z.boolean(),
});
export type ServerAddressResponse = z.infer<typeof serverAddressResponseSchema>;

/** Whether a URL's host is one only the machine itself reaches. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

export const SERVER_ADDRESS_MESSAGES = {
  loopback: (url: string) =>
    `This server's public address is ${url}, which only this machine reaches: installers, the group policy guide, TAXII discovery and indicator links made now point there. Set PUBLIC_URL to the address that people and extensions reach.`,
  placeholderIds:
    'The extension ids are placeholders until the store listings exist: the installer and the group policy force-install nothing. Set CHROME_EXTENSION_ID and EDGE_EXTENSION_ID.',
} as const;
