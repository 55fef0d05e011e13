import { getExtensionConfig, sendHeartbeat } from '@baitwatch/contracts/extension/calls';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import type { HeartbeatResponse } from '@baitwatch/contracts/extension/heartbeat';
import { readStored, writeStored } from '../shared/stored.ts';
import { authedCall } from './authed-call.ts';
import { clientInfo } from './client-info.ts';
import { jsonOf } from './server-api.ts';

// The organization's configuration: GET /config with the ETag held (304 when unchanged), on start,
// on a timer and whenever a heartbeat says the server's ETag differs. Content scripts read the stored
// copy, so a change takes effect on the next page after the poll.

/** Fetches the config unless the held ETag is current. Answers whether it changed. */
export async function pollConfig(): Promise<boolean> {
  const held = await readStored('config');
  const response = await authedCall(getExtensionConfig, {
    headers: held ? { 'if-none-match': held.etag } : {},
  });
  if (!response) return false;
  const checkedAt = new Date().toISOString();
  if (response.status === 304 && held) {
    await writeStored('config', { ...held, checkedAt });
    return false;
  }
  const config = await jsonOf<ExtensionConfig>(response);
  await writeStored('config', { config, etag: response.headers.get('etag') ?? '', checkedAt });
  return true;
}

/** The heartbeat keeps the user Active; its answer's ETag tells whether the config moved. */
export async function heartbeat(): Promise<void> {
  const response = await authedCall(sendHeartbeat, { json: await clientInfo() });
  if (!response) return;
  const answer = await jsonOf<HeartbeatResponse>(response);
  const held = await readStored('config');
  if (held?.etag !== answer.configEtag) await pollConfig();
}
