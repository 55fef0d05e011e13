import {
  isLoopbackUrl,
  SERVER_ADDRESS_MESSAGES,
  type ServerAddressResponse,
} from '@baitwatch/contracts/deployment/server-address';
import { type Config, PLACEHOLDER_EXTENSION_IDS } from './config.ts';

/** The address deployment material carries, and whether it can work beyond this machine. */
export function publicAddressOf(config: Config): ServerAddressResponse {
  const serverUrl = config.publicUrl.replace(/\/+$/, '');
  return {
    serverUrl,
    loopback: isLoopbackUrl(serverUrl),
    placeholderExtensionIds:
      config.extensionStores.chrome.id === PLACEHOLDER_EXTENSION_IDS.chrome ||
      config.extensionStores.edge.id === PLACEHOLDER_EXTENSION_IDS.edge,
  };
}

/** What the start-up log warns of: the Deployment page says the same. */
export function publicAddressWarnings(config: Config): string[] {
  const address = publicAddressOf(config);
  return [
    ...(address.loopback ? [SERVER_ADDRESS_MESSAGES.loopback(address.serverUrl)] : []),
    ...(address.placeholderExtensionIds ? [SERVER_ADDRESS_MESSAGES.placeholderIds] : []),
  ];
}
