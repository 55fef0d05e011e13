import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import { HEARTBEAT_INTERVAL_SECONDS } from '@baitwatch/contracts/extension/extension-config';
import { appendCheckLog } from '../shared/check-log.ts';
import type { ToWorker, WorkerAnswer, WorkerStatus } from '../shared/messages.ts';
import { readStored, type StoredConfig, writeStored } from '../shared/stored.ts';
import { heartbeat, pollConfig } from './config-sync.ts';
import { reportDetection } from './detections.ts';
import { flushQueue, queuedCount } from './event-queue.ts';
import { framesOf, keepFrameEvidence } from './frame-relay.ts';
import { watchPageIps } from './page-ips.ts';
import { readPictures } from './picture-reader.ts';
import { managedPolicy, registerManaged, startManual, verifyManual } from './registration.ts';
import { countLoginPage, sendScanCounts } from './scan-counts.ts';
import { normalServerUrl } from './server-api.ts';

// The service worker: registration, the config poll and heartbeat on alarms, the report queue, and
// the content scripts' and options page's messages. Listeners are added at the top level, as MV3
// requires (the worker sleeps between events and wakes for them).

const ALARMS = { config: 'config-poll', heartbeat: 'heartbeat', queue: 'send-queue' } as const;
/** How often the config is checked (a 304 while unchanged): a console change reaches every install within this. */
export const CONFIG_POLL_MINUTES = 5;
/** How often queued reports and scan counts are sent while any wait. */
const QUEUE_RETRY_MINUTES = 1;

/** The name the organization's people know the product by: its tenant's whitelabel brand, else ours. */
const brandNameOf = (config: StoredConfig | undefined) => config?.config.whitelabel.brandName ?? PRODUCT_NAME;

/** The toolbar button's tooltip follows the brand too (the manifest's default names the product). */
async function showBrand(): Promise<void> {
  await chrome.action.setTitle({ title: `${brandNameOf(await readStored('config'))} settings` });
}

async function noteError(error: unknown): Promise<string> {
  const message = error instanceof Error ? error.message : String(error);
  await writeStored('lastError', message);
  return message;
}

/** Everything the server should hear, in turn: the config, the heartbeat, the queue, the counts. */
async function sync(): Promise<void> {
  await pollConfig();
  await heartbeat();
  await flushQueue();
  await sendScanCounts();
  await writeStored('lastError', '');
}

/** A managed policy registers the extension (again when its key or server changed). */
async function registerFromPolicy(): Promise<void> {
  const { policy } = await managedPolicy();
  if (!policy) return;
  const install = await readStored('install');
  const current =
    install &&
    !install.revoked &&
    install.mode === 'managed' &&
    install.licenseKey === policy.licenseKey &&
    install.serverUrl === normalServerUrl(policy.serverUrl);
  if (!current) await registerManaged();
}

async function scheduleAlarms(): Promise<void> {
  const config = await readStored('config');
  const heartbeatMinutes = (config?.config.heartbeatIntervalSeconds ?? HEARTBEAT_INTERVAL_SECONDS) / 60;
  await chrome.alarms.create(ALARMS.config, { periodInMinutes: CONFIG_POLL_MINUTES });
  await chrome.alarms.create(ALARMS.heartbeat, { periodInMinutes: heartbeatMinutes });
  await chrome.alarms.create(ALARMS.queue, { periodInMinutes: QUEUE_RETRY_MINUTES });
}

async function start(): Promise<void> {
  try {
    await registerFromPolicy();
    await sync();
  } catch (error) {
    await noteError(error);
  }
  await showBrand();
  await scheduleAlarms();
}

async function status(): Promise<WorkerStatus> {
  const [install, pending, config, lastError, managed] = await Promise.all([
    readStored('install'),
    readStored('pendingManual'),
    readStored('config'),
    readStored('lastError'),
    managedPolicy(),
  ]);
  const registration = install
    ? install.revoked
      ? 'revoked'
      : 'registered'
    : pending
      ? 'code sent'
      : 'not registered';
  return {
    registration,
    mode: install?.mode ?? null,
    serverUrl: install?.serverUrl ?? pending?.serverUrl ?? null,
    email: install?.email ?? pending?.email ?? null,
    managedPolicy: managed.policy ? 'complete' : managed.present ? 'partial' : 'absent',
    organizationName: config?.config.organizationName ?? null,
    brandName: brandNameOf(config),
    lastConfigCheck: config?.checkedAt ?? null,
    lastError: lastError || null,
    queued: await queuedCount(),
  };
}

async function answer(
  message: ToWorker,
  sender: chrome.runtime.MessageSender,
): Promise<WorkerAnswer<unknown>> {
  switch (message.kind) {
    case 'detection':
      return { ok: true, value: await reportDetection(message, sender.tab) };
    case 'login-page-scanned':
      await countLoginPage();
      return { ok: true };
    case 'frame-evidence':
      keepFrameEvidence(sender, message.evidence);
      return { ok: true };
    case 'frames-of-tab':
      return { ok: true, value: framesOf(sender) };
    case 'check-log':
      await appendCheckLog(message.entry);
      return { ok: true };
    case 'read-pictures':
      return { ok: true, value: await readPictures(message.pictures) };
    case 'manual-start':
      return { ok: true, message: await startManual(message) };
    case 'manual-verify':
      await verifyManual(message.code);
      await sync();
      await scheduleAlarms();
      return { ok: true, message: 'Registered.' };
    case 'status':
      return { ok: true, value: await status() };
    case 'sync-now':
      await sync();
      return { ok: true, message: 'Settings checked and waiting reports sent.' };
    case 'open-options':
      await chrome.runtime.openOptionsPage();
      return { ok: true };
  }
}

chrome.runtime.onMessage.addListener((message: ToWorker, sender, sendResponse) => {
  answer(message, sender).then(sendResponse, async (error) =>
    sendResponse({ ok: false, message: await noteError(error) }),
  );
  return true; // The answer comes asynchronously.
});

chrome.alarms.onAlarm.addListener((alarm) => {
  const work =
    alarm.name === ALARMS.config
      ? pollConfig()
      : alarm.name === ALARMS.heartbeat
        ? heartbeat()
        : alarm.name === ALARMS.queue
          ? flushQueue().then(() => sendScanCounts())
          : Promise.resolve();
  work.catch(noteError);
});

chrome.runtime.onStartup.addListener(() => void start());
chrome.runtime.onInstalled.addListener((details) => {
  void start().then(async () => {
    // A newcomer without a managed policy is shown where to register.
    const install = await readStored('install');
    const { present } = await managedPolicy();
    if (details.reason === 'install' && !install && !present) await chrome.runtime.openOptionsPage();
  });
});
chrome.storage.managed.onChanged.addListener(() => void start());
// Every way a new config arrives (a poll on the alarm, a sync, a new registration) passes through here.
chrome.storage.local.onChanged.addListener((changes) => {
  if (changes.config) void showBrand();
});
chrome.action.onClicked.addListener(() => void chrome.runtime.openOptionsPage());
watchPageIps();
