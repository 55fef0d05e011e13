import { getSignInPolicy, setSignInPolicy } from '@baitwatch/contracts/mfa/calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The sign-in policy calls (mfa/calls.ts). */
export async function registerSignInPolicyRoutes(v1: FastifyInstance, ctx: AppContext) {
  serveCall(v1, getSignInPolicy, ({ user, query }) => ctx.signInPolicy.get(user, query));
  serveCall(v1, setSignInPolicy, ({ user, query, body }) => ctx.signInPolicy.set(user, query, body.policy));
}
