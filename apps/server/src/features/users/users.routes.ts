import { adminUserDetailsSchema, userIdParamsSchema } from '@baitwatch/contracts/users/admin-user';
import { deleteUserResponseSchema } from '@baitwatch/contracts/users/delete-user';
import { inviteUserRequestSchema, inviteUserResponseSchema } from '@baitwatch/contracts/users/invite-user';
import { listUsersQuerySchema, listUsersResponseSchema } from '@baitwatch/contracts/users/list-users';
import { updateUserRequestSchema } from '@baitwatch/contracts/users/update-user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookies } from '../../auth/cookies.ts';
import { requireUser } from '../../auth/session.ts';
import type { FeatureContext } from '../context.ts';
import { usersService } from './users.service.ts';

/** GET /v1/users, GET|PUT|DELETE /v1/users/{id} (spec doc 1 §7 "Users"), POST /v1/auth/invite-user (doc 2 §7). */
export async function registerUsersRoutes(v1: FastifyInstance, ctx: FeatureContext) {
  const service = usersService(ctx);
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/users',
    {
      schema: { querystring: listUsersQuerySchema, response: { 200: listUsersResponseSchema } },
    },
    async (request) => ({ users: await service.list(requireUser(request), request.query) }),
  );

  api.post(
    '/auth/invite-user',
    {
      schema: { body: inviteUserRequestSchema, response: { 200: inviteUserResponseSchema } },
    },
    async (request) => service.invite(requireUser(request), request.body),
  );

  api.get(
    '/users/:id',
    {
      schema: { params: userIdParamsSchema, response: { 200: adminUserDetailsSchema } },
    },
    async (request) => service.get(requireUser(request), request.params.id),
  );

  api.put(
    '/users/:id',
    {
      schema: {
        params: userIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: adminUserDetailsSchema },
      },
    },
    async (request) => service.update(requireUser(request), request.params.id, request.body),
  );

  api.delete(
    '/users/:id',
    {
      schema: { params: userIdParamsSchema, response: { 200: deleteUserResponseSchema } },
    },
    async (request, reply) => {
      const removed = await service.remove(requireUser(request), request.params.id);
      // Removing yourself ends your session here too (its refresh tokens went with the user row).
      if (removed.self) clearSessionCookies(reply, ctx.config.secureCookies);
      return removed;
    },
  );
}
