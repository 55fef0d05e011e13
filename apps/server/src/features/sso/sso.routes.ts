import { callPath } from '@baitwatch/contracts/common/call';
import {
  deleteCustomerSso,
  deleteTenantSso,
  getCustomerSso,
  getTenantSso,
  putCustomerSso,
  putTenantSso,
  ssoBegin,
  ssoCallback,
  startSso,
} from '@baitwatch/contracts/sso/calls';
import { SSO_ATTEMPT_COOKIE, SSO_ATTEMPT_TTL_MS, SSO_ERROR_PARAM } from '@baitwatch/contracts/sso/constants';
import { SSO_MESSAGES as M } from '@baitwatch/contracts/sso/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookies } from '../../auth/cookies.ts';
import { attemptLimiter } from '../../auth/rate-limit.ts';
import { rememberBrowser, signInClientOf } from '../../auth/sign-in-client.ts';
import { noStore } from '../../http/no-store.ts';
import { serveCall } from '../../http/serve-call.ts';
import { secretSealer } from '../../lib/sealed-secret.ts';
import type { AppContext } from '../services.ts';

/** Only the callback reads the attempt's cookie, and only for the attempt's minutes. */
const attemptCookieOptions = (secure: boolean) => ({
  path: ssoCallback.path,
  httpOnly: true,
  // Lax: the identity provider sends the browser back with a top-level GET, which carries it.
  sameSite: 'lax' as const,
  secure,
});

/** The attempt's cookie as set: for the attempt's minutes. */
const attemptCookieSet = (secure: boolean) => ({
  ...attemptCookieOptions(secure),
  maxAge: SSO_ATTEMPT_TTL_MS / 1000,
});

/** A path on this site to open after signing in (never another site's address). */
const ownPath = (value: string | undefined): string | null =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value.slice(0, 500) : null;

/** The first hop's token: the attempt's state and where the provider is, sealed so no one else can make one. */
const beginSealer = (ctx: AppContext) => secretSealer(ctx.config.jwtSecret, 'sso-begin');

/** Single sign-on's settings calls under /v1, and its start (sso/calls.ts). */
export async function registerSsoRoutes(v1: FastifyInstance, ctx: AppContext) {
  const connections = ctx.ssoConnections;
  const secure = ctx.config.secureCookies;
  const consoleHost = new URL(ctx.config.publicUrl).host;
  const sealer = beginSealer(ctx);
  const beginUrl = (started: { state: string; authorizationUrl: string }) =>
    `${ctx.config.publicUrl.replace(/\/+$/, '')}${callPath(ssoBegin)}?${new URLSearchParams({
      attempt: sealer.seal(JSON.stringify({ state: started.state, url: started.authorizationUrl })),
    })}`;
  // By address, as the forgot-password form: each start writes a row and may fetch the provider.
  const startLimit = attemptLimiter({ db: ctx.database.db, clock: ctx.clock }, 'sso-start', () => undefined, {
    perEmail: 30,
    perIp: 30,
  });

  serveCall(v1, getTenantSso, ({ user, params }) => connections.get(user, params));
  serveCall(v1, putTenantSso, ({ user, params, body }) => connections.save(user, params, body));
  serveCall(v1, deleteTenantSso, async ({ user, params }) => {
    await connections.remove(user, params);
    return { message: M.removed };
  });
  serveCall(v1, getCustomerSso, ({ user, params }) => connections.get(user, params));
  serveCall(v1, putCustomerSso, ({ user, params, body }) => connections.save(user, params, body));
  serveCall(v1, deleteCustomerSso, async ({ user, params }) => {
    await connections.remove(user, params);
    return { message: M.removed };
  });

  serveCall(
    v1,
    startSso,
    async ({ request, body }, reply) => {
      const returnTo = ownPath(body.returnPath);
      const started = await ctx.ssoSignIn.start(body, connections.redirectUri, returnTo);
      // Started on a tenant's subdomain: the callback is on the console's own host, whose cookie this
      // host cannot set; the browser goes there first (ssoBegin), which sets it and goes on.
      if ((request as FastifyRequest).host !== consoleHost)
        return noStore(reply, { authorizationUrl: beginUrl(started) });
      reply.setCookie(SSO_ATTEMPT_COOKIE, started.state, attemptCookieSet(secure));
      return noStore(reply, { authorizationUrl: started.authorizationUrl });
    },
    { preHandler: startLimit },
  );
}

/**
 * The identity provider's callback, outside /v1 (a browser navigation carries no functions key): into
 * the console with a session, or back to the login page with a reason (never an error page).
 */
export async function registerSsoCallback(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.config.secureCookies;
  const sealer = beginSealer(ctx);
  serveCall(app, ssoBegin, async ({ query }, reply: FastifyReply) => {
    const opened = sealer.open(query.attempt);
    const attempt = opened ? (JSON.parse(opened) as { state: string; url: string }) : null;
    reply.header('cache-control', 'no-store');
    if (!attempt)
      return reply.redirect(`/login?${new URLSearchParams({ [SSO_ERROR_PARAM]: 'expired' })}`, 302);
    reply.setCookie(SSO_ATTEMPT_COOKIE, attempt.state, attemptCookieSet(secure));
    return reply.redirect(attempt.url, 302);
  });
  serveCall(app, ssoCallback, async ({ request }, reply: FastifyReply) => {
    const client = signInClientOf(request as FastifyRequest);
    const outcome = await ctx.ssoSignIn.callback(
      new URL(request.url, ctx.config.publicUrl),
      (request as FastifyRequest).cookies[SSO_ATTEMPT_COOKIE],
      ctx.ssoConnections.redirectUri,
      client,
    );
    reply.clearCookie(SSO_ATTEMPT_COOKIE, attemptCookieOptions(secure));
    reply.header('cache-control', 'no-store');
    if (!outcome.ok) {
      if (outcome.cause !== undefined)
        request.log.warn({ err: outcome.cause, failure: outcome.failure }, 'single sign-on failed');
      return reply.redirect(`/login?${new URLSearchParams({ [SSO_ERROR_PARAM]: outcome.failure })}`, 302);
    }
    rememberBrowser(reply, client, secure);
    setSessionCookies(reply, outcome.session, secure);
    return reply.redirect(outcome.returnPath ?? '/', 302);
  });
}
