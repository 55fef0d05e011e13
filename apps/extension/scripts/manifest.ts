import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import { MANAGED_POLICY_VALUES } from '@baitwatch/contracts/deployment/managed-policy';
import { iconSet } from './icons.ts';

// The extension's manifest (Manifest V3) and its managed-storage schema, made at build time from the
// contracts: the policy values are the ones the Windows installer writes (decision 0042).

export function manifest(version: string, key?: string) {
  return {
    manifest_version: 3,
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    version,
    description: `${PRODUCT_NAME} warns about phishing sign-in pages and reports them to your organization.`,
    minimum_chrome_version: '120',
    background: { service_worker: 'background.js', type: 'module' },
    content_scripts: [
      {
        matches: ['http://*/*', 'https://*/*'],
        js: ['content.js'],
        run_at: 'document_start',
        // Every frame: a kit may put its form in a frame (the frame sends it to the top frame), and
        // about:blank, data: and blob: frames too, where a page writes its form in from script.
        all_frames: true,
        match_about_blank: true,
        match_origin_as_fallback: true,
      },
    ],
    icons: iconSet(),
    options_ui: { page: 'options.html', open_in_tab: true },
    // The toolbar shows 16 (32 on high-density screens); the title follows the brand once configured.
    action: { default_title: `${PRODUCT_NAME} settings`, default_icon: iconSet([16, 32]) },
    storage: { managed_schema: 'managed_schema.json' },
    // storage: the install, config and queue; unlimitedStorage: queued screenshots while offline;
    // alarms: the config poll, heartbeat and queue; webRequest: the page's IP for a report.
    // Host access to every page: the content script, and captureVisibleTab for the screenshot.
    // offscreen: the document where text recognition reads pictures beside sign-in forms.
    permissions: ['storage', 'unlimitedStorage', 'alarms', 'webRequest', 'offscreen'],
    // Text recognition runs as WebAssembly in the offscreen document's worker; nothing else is allowed.
    content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'" },
    host_permissions: ['<all_urls>'],
    // The store's key, when given, keeps the extension id of an unpacked build the store's (EXTENSION_KEY).
    ...(key ? { key } : {}),
  };
}

const DESCRIPTIONS: Record<(typeof MANAGED_POLICY_VALUES)[number], string> = {
  licenseKey: 'The organization license key',
  serverUrl: 'The server address (PUBLIC_URL of the console)',
  osComputerName: 'The computer name',
  osUuid: 'The machine UUID',
  osUserId: 'The signed-in OS user (DOMAIN\\user)',
};

export function managedSchema() {
  return {
    type: 'object',
    properties: Object.fromEntries(
      MANAGED_POLICY_VALUES.map((name) => [
        name,
        { title: name, description: DESCRIPTIONS[name], type: 'string' },
      ]),
    ),
  };
}
