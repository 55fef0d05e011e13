// The address each tab's page was loaded from (the event's domainIPAddress), as the browser saw it.
// Held in session storage only (cleared when the browser closes) and only read for a detection.

const KEY = 'pageIps';
type Ips = Record<string, { url: string; ip: string }>;

export function watchPageIps(): void {
  chrome.webRequest.onResponseStarted.addListener(
    (details) => {
      if (!details.ip || details.tabId < 0) return;
      void chrome.storage.session.get(KEY).then((found) => {
        const ips = (found[KEY] as Ips | undefined) ?? {};
        ips[String(details.tabId)] = { url: details.url, ip: details.ip as string };
        return chrome.storage.session.set({ [KEY]: ips });
      });
    },
    { urls: ['http://*/*', 'https://*/*'], types: ['main_frame'] },
  );
  chrome.tabs.onRemoved.addListener((tabId) => {
    void chrome.storage.session.get(KEY).then((found) => {
      const ips = (found[KEY] as Ips | undefined) ?? {};
      delete ips[String(tabId)];
      return chrome.storage.session.set({ [KEY]: ips });
    });
  });
}

/** The IP the tab's page came from, when the page is still the one loaded from it (IPv6 unbracketed). */
export async function pageIp(tabId: number, url: string): Promise<string | undefined> {
  const found = ((await chrome.storage.session.get(KEY))[KEY] as Ips | undefined) ?? {};
  const entry = found[String(tabId)];
  if (!entry) return undefined;
  const sameDocument = entry.url.split('#')[0] === url.split('#')[0];
  return sameDocument ? entry.ip.replace(/^\[|\]$/g, '') : undefined;
}
