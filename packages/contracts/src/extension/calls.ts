import { defineCall } from '../common/call.ts';
import { extensionConfigResponseSchema } from './extension-config.ts';
import { heartbeatRequestSchema, heartbeatResponseSchema } from './heartbeat.ts';
import { installCredentialsSchema } from './install-credentials.ts';
import { registerManagedRequestSchema } from './register-managed.ts';
import {
  registerManualStartRequestSchema,
  registerManualStartResponseSchema,
} from './register-manual-start.ts';
import { registerManualVerifyRequestSchema } from './register-manual-verify.ts';
import { reportEventResponseSchema, reportEventSchema } from './report-event.ts';
import { reportEventsBatchResponseSchema, reportEventsBatchSchema } from './report-events-batch.ts';
import { reportScansRequestSchema, reportScansResponseSchema } from './report-scans.ts';
import { revokeInstallResponseSchema } from './revoke-install.ts';

// The extension API (under EXTENSION_API_BASE): registration is open, every other call is made by a
// registered install with its token. The server serves these, the extension calls through them.

/** Manual registration, step 1: emails a six-digit code to the organization email. */
export const registerManualStart = defineCall({
  method: 'POST',
  path: '/extension/v1/register/manual/start',
  access: 'public',
  body: registerManualStartRequestSchema,
  response: registerManualStartResponseSchema,
  status: 202,
});

/** Manual registration, step 2: the emailed code in exchange for an install token. */
export const registerManualVerify = defineCall({
  method: 'POST',
  path: '/extension/v1/register/manual/verify',
  access: 'public',
  body: registerManualVerifyRequestSchema,
  response: installCredentialsSchema,
  status: 201,
});

/** Managed registration (automatic deployment): the license key and the OS identity. */
export const registerManaged = defineCall({
  method: 'POST',
  path: '/extension/v1/register/managed',
  access: 'public',
  body: registerManagedRequestSchema,
  response: installCredentialsSchema,
  status: 201,
});

/** The configuration of the install's organization (ETag / If-None-Match: 304 while unchanged). */
export const getExtensionConfig = defineCall({
  method: 'GET',
  path: '/extension/v1/config',
  access: 'extensionInstall',
  response: extensionConfigResponseSchema,
});

/** The extension runs: its browser, OS and version. */
export const sendHeartbeat = defineCall({
  method: 'POST',
  path: '/extension/v1/heartbeat',
  access: 'extensionInstall',
  body: heartbeatRequestSchema,
  response: heartbeatResponseSchema,
});

/** The install revokes its own token (uninstall, sign out). */
export const revokeInstall = defineCall({
  method: 'DELETE',
  path: '/extension/v1/install',
  access: 'extensionInstall',
  response: revokeInstallResponseSchema,
});

/** One detection, as JSON, or multipart with its screenshot and page HTML (idempotent on eventId). */
export const reportEvent = defineCall({
  method: 'POST',
  path: '/extension/v1/events',
  access: 'extensionInstall',
  body: reportEventSchema,
  response: reportEventResponseSchema,
});

/** Queued detections at once, each stored or refused on its own. */
export const reportEventsBatch = defineCall({
  method: 'POST',
  path: '/extension/v1/events/batch',
  access: 'extensionInstall',
  body: reportEventsBatchSchema,
  response: reportEventsBatchResponseSchema,
});

/** Login pages scanned, per hour. */
export const reportScans = defineCall({
  method: 'POST',
  path: '/extension/v1/scans',
  access: 'extensionInstall',
  body: reportScansRequestSchema,
  response: reportScansResponseSchema,
});
