import {
  getAdmin,
  inviteAdmin,
  listAdmins,
  removeAdmin,
  resetSecondFactor,
  updateAdmin,
} from '@baitwatch/contracts/users/calls';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookies } from '../../auth/cookies.ts';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The admins' calls (users/calls.ts in the contracts). */
export async function registerUsersRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.users;

  serveCall(v1, listAdmins, async ({ user, query }) => ({ users: await service.list(user, query) }));
  serveCall(v1, inviteAdmin, ({ user, body }) => service.invite(user, body));
  serveCall(v1, getAdmin, ({ user, params }) => service.get(user, params.id));
  serveCall(v1, updateAdmin, ({ user, params, body }) => service.update(user, params.id, body));
  serveCall(v1, removeAdmin, async ({ user, params }, reply) => {
    const removed = await service.remove(user, params.id);
    // Removing yourself ends your session here too (its refresh tokens went with the user row).
    if (removed.self) clearSessionCookies(reply, ctx.config.secureCookies);
    return removed;
  });
  serveCall(v1, resetSecondFactor, ({ user, params }) => service.resetSecondFactor(user, params.id));
}
