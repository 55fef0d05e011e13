import { watchLiveEvents } from '@baitwatch/contracts/live/calls';
import { LIVE_EVENTS } from '@baitwatch/contracts/live/live-messages';
import { fastifySSE, type SSEMessage } from '@fastify/sse';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionUserOf } from '../../auth/session.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';
import type { LiveDelivery } from './live-hub.ts';

/** Comments that keep proxies from closing a quiet stream, and how often a stream is told where it stands. */
const HEARTBEAT_MS = 20_000;
/**
 * How often an open stream asks again whether its session lives: a logout, a removed admin or an
 * expired token ends the stream within this (the browser reconnects with a refreshed session).
 */
const SESSION_RECHECK_MS = 30_000;
/** How soon a browser's EventSource reconnects (ours reconnects on its own schedule). */
const RETRY_MS = 2_000;

function messageOf(delivery: LiveDelivery): SSEMessage {
  switch (delivery.kind) {
    case 'notification':
      return {
        id: delivery.notification.id,
        event: LIVE_EVENTS[delivery.notification.kind],
        data: delivery.notification.message,
      };
    case 'resync':
      return { event: LIVE_EVENTS.resync, data: {} };
    case 'position':
      return { id: delivery.id, event: LIVE_EVENTS.position, data: {} };
  }
}

/** Writes a stream's messages one after another, in the order they were handed over. */
function orderedWriter(reply: FastifyReply) {
  let chain = Promise.resolve();
  return (message: SSEMessage) => {
    chain = chain.then(() => (reply.sse.isConnected ? reply.sse.send(message) : undefined)).catch(() => {});
  };
}

/** The live console's stream (decision 0072), and the process's listening that feeds it. */
export async function registerLiveRoutes(v1: FastifyInstance, ctx: AppContext) {
  v1.addHook('onReady', () => ctx.live.start());
  // Open streams never end by themselves: a closing server ends them, or it would wait for every browser.
  v1.addHook('preClose', async () => ctx.live.endStreams());
  v1.addHook('onClose', () => ctx.live.stop());
  await v1.register(async (scope) => {
    await scope.register(fastifySSE, { heartbeatInterval: HEARTBEAT_MS });
    serveCall(
      scope,
      watchLiveEvents,
      async ({ user, query, request }, reply) => {
        const write = orderedWriter(reply);
        const lastEventId = reply.sse.lastEventId;
        // Refused (403) here, before the stream's headers: the scope is the feed's.
        const close = await ctx.live.open(user, query, lastEventId, {
          deliver: (delivery) => write(messageOf(delivery)),
          end: () => reply.sse.close(),
        });
        reply.sse.keepAlive();
        const position = ctx.live.position();
        // The first message commits the stream (and tells a waiting client it is open).
        write({
          ...(position ? { id: position } : {}),
          event: LIVE_EVENTS.position,
          data: {},
          retry: RETRY_MS,
        });
        let lastPosition = position;
        const timers = [
          setInterval(() => {
            const now = ctx.live.position();
            if (now && now !== lastPosition) write(messageOf({ kind: 'position', id: now }));
            lastPosition = now;
          }, HEARTBEAT_MS),
          setInterval(async () => {
            if (!(await sessionUserOf(request, ctx.tokens, ctx.sessions).catch(() => null)))
              reply.sse.close();
          }, SESSION_RECHECK_MS),
        ];
        reply.sse.onClose(() => {
          close();
          for (const timer of timers) clearInterval(timer);
        });
      },
      { sse: { kind: 'only' } },
    );
  });
}
