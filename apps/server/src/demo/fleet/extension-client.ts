import { extensionConfigResponseSchema } from '@baitwatch/contracts/extension/extension-config';
import { type HeartbeatRequest, heartbeatResponseSchema } from '@baitwatch/contracts/extension/heartbeat';
import {
  type InstallCredentials,
  installCredentialsSchema,
} from '@baitwatch/contracts/extension/install-credentials';
import { EXTENSION_API_BASE } from '@baitwatch/contracts/extension/limits';
import type { RegisterManagedRequest } from '@baitwatch/contracts/extension/register-managed';
import {
  type RegisterManualStartRequest,
  registerManualStartResponseSchema,
} from '@baitwatch/contracts/extension/register-manual-start';
import type { RegisterManualVerifyRequest } from '@baitwatch/contracts/extension/register-manual-verify';
import { type ReportEvent, reportEventResponseSchema } from '@baitwatch/contracts/extension/report-event';
import { reportEventsBatchResponseSchema } from '@baitwatch/contracts/extension/report-events-batch';
import {
  type ReportScansRequest,
  reportScansResponseSchema,
} from '@baitwatch/contracts/extension/report-scans';
import { revokeInstallResponseSchema } from '@baitwatch/contracts/extension/revoke-install';
import type { z } from 'zod';
import { type MultipartPart, multipartBody } from '../../lib/multipart-body.ts';
import type { FleetRequest, Transport } from './transport.ts';

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
  async function send(request: FleetRequest, context: CallContext) {
    const full = { ...request, path: `${EXTENSION_API_BASE}${request.path}`, at: context.at, ip: context.ip };
    return { full, res: await transport(full) };
  }

  async function call<T extends z.ZodType>(
    schema: T,
    request: FleetRequest,
    context: CallContext,
  ): Promise<z.output<T>> {
    const { full, res } = await send(request, context);
    if (res.status < 200 || res.status > 299) throw new FleetCallError(full, res.status, res.text);
    return schema.parse(JSON.parse(res.text));
  }

  return {
    registerManaged: (body: RegisterManagedRequest, context: CallContext = {}) =>
      call(installCredentialsSchema, { method: 'POST', path: '/register/managed', json: body }, context),
    startManual: (body: RegisterManualStartRequest, context: CallContext = {}) =>
      call(
        registerManualStartResponseSchema,
        { method: 'POST', path: '/register/manual/start', json: body },
        context,
      ),
    verifyManual: (body: RegisterManualVerifyRequest, context: CallContext = {}) =>
      call(
        installCredentialsSchema,
        { method: 'POST', path: '/register/manual/verify', json: body },
        context,
      ),

    /** The calls of one registered install. */
    install(credentials: Pick<InstallCredentials, 'token'>) {
      const auth = { authorization: `Bearer ${credentials.token}` };
      return {
        /** The organization's config, or null when it still matches the ETag held (304). */
        config: async (etag?: string, context: CallContext = {}) => {
          const headers = { ...auth, ...(etag ? { 'if-none-match': etag } : {}) };
          const { full, res } = await send({ method: 'GET', path: '/config', headers }, context);
          if (res.status === 304) return null;
          if (res.status !== 200) throw new FleetCallError(full, res.status, res.text);
          return {
            config: extensionConfigResponseSchema.parse(JSON.parse(res.text)),
            etag: res.headers.etag ?? '',
          };
        },
        heartbeat: (body: HeartbeatRequest, context: CallContext = {}) =>
          call(
            heartbeatResponseSchema,
            { method: 'POST', path: '/heartbeat', headers: auth, json: body },
            context,
          ),
        /** Metadata only as JSON; with evidence as multipart (event, screenshot, html). */
        reportEvent: async (
          event: ReportEvent,
          evidence: { screenshot?: Buffer; html?: string } = {},
          context: CallContext = {},
        ) => {
          if (!evidence.screenshot && evidence.html === undefined)
            return call(
              reportEventResponseSchema,
              { method: 'POST', path: '/events', headers: auth, json: event },
              context,
            );
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
            reportEventResponseSchema,
            { method: 'POST', path: '/events', headers: { ...auth, 'content-type': contentType }, body },
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
            return call(
              reportEventsBatchResponseSchema,
              { method: 'POST', path: '/events/batch', headers: auth, json: { events } },
              context,
            );
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
            reportEventsBatchResponseSchema,
            {
              method: 'POST',
              path: '/events/batch',
              headers: { ...auth, 'content-type': contentType },
              body,
            },
            context,
          );
        },
        reportScans: (body: ReportScansRequest, context: CallContext = {}) =>
          call(
            reportScansResponseSchema,
            { method: 'POST', path: '/scans', headers: auth, json: body },
            context,
          ),
        revoke: (context: CallContext = {}) =>
          call(revokeInstallResponseSchema, { method: 'DELETE', path: '/install', headers: auth }, context),
      };
    },
  };
}
export type ExtensionClient = ReturnType<typeof extensionClient>;
