import type { ClientInfo } from '@baitwatch/contracts/extension/client-info';
import type { SupportedOs } from '@baitwatch/contracts/extension/limits';

// Where the extension runs, as registration and the heartbeat report it: the browser from its
// user-agent brands, the OS from chrome.runtime (mapped to the console's OS labels).

const OS_LABELS: Record<chrome.runtime.PlatformInfo['os'], SupportedOs> = {
  mac: 'Mac OS',
  win: 'Windows',
  android: 'Android',
  cros: 'Chrome OS',
  linux: 'Linux',
  openbsd: 'Open/FreeBSD',
  fuchsia: 'Fuscia',
};

interface UaBrand {
  brand: string;
  version: string;
}
interface UaData {
  brands: UaBrand[];
  getHighEntropyValues(hints: string[]): Promise<{ fullVersionList?: UaBrand[] }>;
}

/** Edge and Chrome name themselves among the brands; anything else Chromium-based is Chromium. */
const BROWSERS: [string, string][] = [
  ['Microsoft Edge', 'Edge'],
  ['Google Chrome', 'Chrome'],
  ['Opera', 'Opera'],
  ['Brave', 'Brave'],
];

async function browserOf(): Promise<{ browser: string; browserVersion?: string }> {
  const ua = (navigator as Navigator & { userAgentData?: UaData }).userAgentData;
  if (!ua) return { browser: 'Chromium' };
  const list =
    (await ua.getHighEntropyValues(['fullVersionList']).catch(() => ({}) as { fullVersionList?: UaBrand[] }))
      .fullVersionList ?? ua.brands;
  for (const [brand, browser] of BROWSERS) {
    const found = list.find((b) => b.brand === brand);
    if (found) return { browser, browserVersion: found.version };
  }
  const chromium = list.find((b) => b.brand === 'Chromium');
  return { browser: 'Chromium', ...(chromium ? { browserVersion: chromium.version } : {}) };
}

export async function clientInfo(): Promise<ClientInfo> {
  const platform = await chrome.runtime.getPlatformInfo();
  return {
    ...(await browserOf()),
    os: OS_LABELS[platform.os] ?? 'Linux',
    extensionVersion: chrome.runtime.getManifest().version,
  };
}

/** D for a desktop browser, M for a mobile one (the API's device types). */
export async function deviceType(): Promise<'D' | 'M'> {
  const platform = await chrome.runtime.getPlatformInfo();
  return platform.os === 'android' ? 'M' : 'D';
}
