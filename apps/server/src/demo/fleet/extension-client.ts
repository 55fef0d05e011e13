import type { Call, CallAnswer } from '@baitwatch/contracts/common/call';
import * as extensionApi from '@baitwatch/contracts/extension/calls';
import { extensionConfigResponseSchema } from '@baitwatch/contracts/extension/extension-config';
import type { HeartbeatRequest } from '@baitwatch/contracts/extension/heartbeat';
import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import type { RegisterManagedRequest } from '@baitwatch/contracts/extension/register-managed';
import type { RegisterManualStartRequest } from '@baitwatch/contracts/extension/register-manual-start';
import type { RegisterManualVerifyRequest } from '@baitwatch/contracts/extension/register-manual-verify';
import type { ReportEvent } from '@baitwatch/contracts/extension/report-event';
import type { ReportScansRequest } from '@baitwatch/contracts/extension/report-scans';
import type { z } from 'zod';
import { type MultipartPart, multipartBody } from '../../lib/multipart-body.ts';
import type { FleetRequest, Transport } from './transport.ts';

/** What a call sends beyond its method and path. */
type Sent = Omit<FleetRequest, 'method' | 'path'>;

export class FleetCallError extends Error {
  readonly status: number;
  constructor(request: FleetRequest, status: number, text: string) {
    super(`${request.method} ${request.path} answered ${status}: ${text.slice(0, 300)}`);
    this.status = status;
  }
}

/** Per simulated machine: its address (rate limits are per client IP) and, in process, its time. */
export interface CallContext {
  ip?: string;
  at?: Date;
}

/** The extension's side of the API, as a real extension would call it; answers parsed with the contracts. */
export function extensionClient(transport: Transport) {
  async function send(call: Call, sent: Sent, context: CallContext) {
    const full = {
      ...sent,
      method: call.method as FleetRequest['method'],
      path: call.path,
      at: context.at,
      ip: context.ip,
    };
    return { full, res: await transport(full) };
  }

  /** Makes an extension API call as the extension would; its answer parsed with the call's schema. */
  async function call<C extends Call>(api: C, sent: Sent, context: CallContext): Promise<CallAnswer<C>> {
    const { full, res } = await send(api, sent, context);
    if (res.status < 200 || res.status > 299) throw new FleetCallError(full, res.status, res.text);
    return (api.response as z.ZodType).parse(JSON.parse(res.text)) as CallAnswer<C>;
  }

  return {
    registerManaged: (body: RegisterManagedRequest, context: CallContext = {}) =>
      call(extensionApi.registerManaged, { json: body }, context),
    startManual: (body: RegisterManualStartRequest, context: CallContext = {}) =>
      call(extensionApi.registerManualStart, { json: body }, context),
    verifyManual: (body: RegisterManualVerifyRequest, context: CallContext = {}) =>
      call(extensionApi.registerManualVerify, { json: body }, context),

    /** The calls of one registered install. */
    install(credentials: Pick<InstallCredentials, 'token'>) {
      const auth = { authorization: `Bearer ${credentials.token}` };
      return {
        /** The organization's config, or null when it still matches the ETag held (304). */
        config: async (etag?: string, context: CallContext = {}) => {
          const headers = { ...auth, ...(etag ? { 'if-none-match': etag } : {}) };
          const { full, res } = await send(extensionApi.getExtensionConfig, { headers }, context);
          if (res.status === 304) return null;
          if (res.status !== 200) throw new FleetCallError(full, res.status, res.text);
          return {
            config: extensionConfigResponseSchema.parse(JSON.parse(res.text)),
            etag: res.headers.etag ?? '',
          };
        },
        heartbeat: (body: HeartbeatRequest, context: CallContext = {}) =>
          call(extensionApi.sendHeartbeat, { headers: auth, json: body }, context),
        /** Metadata only as JSON; with evidence as multipart (event, screenshot, html). */
        reportEvent: async (
          event: ReportEvent,
          evidence: { screenshot?: Buffer; html?: string } = {},
          context: CallContext = {},
        ) => {
          if (!evidence.screenshot && evidence.html === undefined)
            return call(extensionApi.reportEvent, { headers: auth, json: event }, context);
          const parts: MultipartPart[] = [{ name: 'event', value: JSON.stringify(event) }];
          if (evidence.screenshot)
            parts.push({
              name: 'screenshot',
              value: evidence.screenshot,
              filename: 'screenshot.jpg',
              type: 'image/jpeg',
            });
          if (evidence.html !== undefined)
            parts.push({
              name: 'html',
              value: Buffer.from(evidence.html),
              filename: 'page.html',
              type: 'text/html',
            });
          const { body, contentType } = multipartBody(parts);
          return call(
            extensionApi.reportEvent,
            { headers: { ...auth, 'content-type': contentType }, body },
            context,
          );
        },
        /** Several queued events in one call, each with its evidence (keyed by event id). */
        reportEvents: async (
          items: { event: ReportEvent; screenshot?: Buffer; html?: string }[],
          context: CallContext = {},
        ) => {
          const events = items.map((item) => item.event);
          if (items.every((item) => !item.screenshot && item.html === undefined))
            return call(extensionApi.reportEventsBatch, { headers: auth, json: { events } }, context);
          const parts: MultipartPart[] = [{ name: 'events', value: JSON.stringify({ events }) }];
          for (const { event, screenshot, html } of items) {
            if (screenshot)
              parts.push({
                name: `screenshot.${event.eventId}`,
                value: screenshot,
                filename: 'screenshot.jpg',
                type: 'image/jpeg',
              });
            if (html !== undefined)
              parts.push({
                name: `html.${event.eventId}`,
                value: Buffer.from(html),
                filename: 'page.html',
                type: 'text/html',
              });
          }
          const { body, contentType } = multipartBody(parts);
          return call(
            extensionApi.reportEventsBatch,
            { headers: { ...auth, 'content-type': contentType }, body },
            context,
          );
        },
        reportScans: (body: ReportScansRequest, context: CallContext = {}) =>
          call(extensionApi.reportScans, { headers: auth, json: body }, context),
        revoke: (context: CallContext = {}) => call(extensionApi.revokeInstall, { headers: auth }, context),
      };
    },
  };
}
export type ExtensionClient = ReturnType<typeof extensionClient>;
