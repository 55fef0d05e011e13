import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import type { RegisterManagedRequest } from '@baitwatch/contracts/extension/register-managed';
import { multipartBody } from '../lib/multipart-body.ts';
import type { TestApp } from './harness.ts';

export const CLIENT = {
  browser: 'Chrome',
  browserVersion: '131.0',
  os: 'Windows',
  extensionVersion: '3.4.1',
} as const;

let machine = 0;
/** Registers a managed install of the organization with this license key (a new machine each call). */
export async function registerManaged(
  t: TestApp,
  licenseKey: string,
  overrides: Partial<RegisterManagedRequest> = {},
): Promise<InstallCredentials> {
  machine += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/extension/v1/register/managed',
    remoteAddress: `10.9.${machine >> 8}.${machine & 255}`,
    payload: {
      licenseKey,
      osUserId: `ACME\\user${machine}`,
      osComputerName: `PC-${machine}`,
      osUuid: `4C4C4544-0000-1000-8000-${String(machine).padStart(12, '0')}`,
      ...CLIENT,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /extension/v1/events as multipart: the event part, then the evidence files given. */
export async function postEventMultipart(
  t: TestApp,
  token: string,
  event: unknown,
  files: { screenshot?: Buffer; html?: Buffer | string } = {},
) {
  const parts: Parameters<typeof multipartBody>[0] = [{ name: 'event', value: JSON.stringify(event) }];
  if (files.screenshot)
    parts.push({ name: 'screenshot', value: files.screenshot, filename: 'shot.jpg', type: 'image/jpeg' });
  if (files.html !== undefined)
    parts.push({ name: 'html', value: Buffer.from(files.html), filename: 'page.html', type: 'text/html' });
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/extension/v1/events',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}
