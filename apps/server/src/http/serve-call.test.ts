import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { defineCall } from '@baitwatch/contracts/common/call';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireSessionUnlessPublic } from '../auth/session.ts';
import { installErrorHandler } from './errors.ts';
import { serveCall } from './serve-call.ts';

// A call's definition becomes its route: the path under the scope's prefix with its parameters, the
// schemas checking input and answer, and the access declared once (public, or roles refused before
// the input is read). The session is faked from a header: the real one is tested in auth/.

const renameThing = defineCall({
  method: 'PUT',
  path: '/v1/things/{id}',
  access: { roles: ['TenantAdmin'] },
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ id: z.number(), name: z.string(), by: z.string() }),
});
const branding = defineCall({
  method: 'GET',
  path: '/v1/branding',
  access: 'public',
  response: z.object({ signedIn: z.boolean() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-test-role'];
    request.sessionUser = typeof role === 'string' ? ({ role, email: 'a@b.test' } as SessionUser) : null;
  });
  await app.register(
    async (v1) => {
      requireSessionUnlessPublic(v1);
      serveCall(v1, renameThing, async ({ params, body, user }) => ({
        id: params.id,
        name: body.name,
        by: user.role,
      }));
      serveCall(v1, branding, async ({ user }) => ({ signedIn: user !== null }));
    },
    { prefix: '/v1' },
  );
  await app.ready();
});
afterAll(() => app.close());

const rename = (headers: Record<string, string>, payload: unknown, id = '3') =>
  app.inject({ method: 'PUT', url: `/v1/things/${id}`, headers, payload: payload as object });

describe('serveCall', () => {
  it('serves the call at its path with the parsed parameters, body and the signed-in user', async () => {
    const res = await rename({ 'x-test-role': 'TenantAdmin' }, { name: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 3, name: 'x', by: 'TenantAdmin' });
  });

  it('refuses another role with 403 before it reads the body', async () => {
    expect((await rename({ 'x-test-role': 'CustomerAdmin' }, {})).statusCode).toBe(403);
  });

  it('refuses a missing session with 401', async () => {
    expect((await rename({}, { name: 'x' })).statusCode).toBe(401);
  });

  it('answers 400 for input its schemas refuse', async () => {
    expect((await rename({ 'x-test-role': 'TenantAdmin' }, { name: '' })).statusCode).toBe(400);
    expect((await rename({ 'x-test-role': 'TenantAdmin' }, { name: 'x' }, '-1')).statusCode).toBe(400);
  });

  it('serves a public call without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/branding' });
    expect(res.json()).toEqual({ signedIn: false });
  });

  it('refuses a call whose path is not under the scope', async () => {
    const other = Fastify();
    await other.register(
      async (scope) => {
        expect(() => serveCall(scope, branding, async () => ({ signedIn: true }))).toThrow('not under');
      },
      { prefix: '/extension' },
    );
    await other.close();
  });
});
