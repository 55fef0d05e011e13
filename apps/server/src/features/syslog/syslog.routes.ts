import {
  addSyslogDestination,
  deleteSyslogDestination,
  listSyslogDestinations,
  sendTestSyslog,
  updateSyslogDestination,
} from '@baitwatch/contracts/syslog/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The syslog calls (syslog/calls.ts). */
export async function registerSyslogRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.syslogDestinations;
  serveCall(v1, listSyslogDestinations, ({ user, query }) => service.list(user, query));
  serveCall(v1, addSyslogDestination, ({ user, body }) => service.add(user, body));
  serveCall(v1, updateSyslogDestination, ({ user, params, body }) =>
    service.update(user, params.destinationId, body),
  );
  serveCall(v1, deleteSyslogDestination, ({ user, params }) => service.remove(user, params.destinationId));
  serveCall(v1, sendTestSyslog, ({ user, params }) => service.sendTest(user, params.destinationId));
}
