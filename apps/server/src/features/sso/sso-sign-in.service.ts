import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { SSO_ATTEMPT_TTL_MS } from '@baitwatch/contracts/sso/constants';
import { SSO_MESSAGES as M, type SsoFailure } from '@baitwatch/contracts/sso/messages';
import type { SsoStartResponse } from '@baitwatch/contracts/sso/sign-in';
import * as client from 'openid-client';
import { hashSecret } from '../../auth/tokens.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { secretSealer } from '../../lib/sealed-secret.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import type { IssuedSession, SessionService, SignInClient } from '../session/session.service.ts';
import { type ConnectionWithDomains, ssoRepository } from './sso.repository.ts';
import type { SsoConnectionsService } from './sso-connections.service.ts';
import { failureOfExchange, SsoSignInError } from './sso-failure.ts';

/** A started sign-in: where the browser goes, and the state its cookie keeps. */
export interface StartedSsoSignIn extends SsoStartResponse {
  state: string;
}

/** How a callback ended: a session, or the reason the login page shows. */
export type SsoCallbackOutcome =
  | { ok: true; session: IssuedSession; returnPath: string | null }
  | { ok: false; failure: SsoFailure; cause?: unknown };

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Signing in through a tenant's or an organization's own identity provider (decision 0076): the
 * authorization code flow with PKCE, state and nonce (openid-client checks the ID token's issuer,
 * audience, signature, expiry and nonce). The attempt is kept in the database between the redirect and
 * the callback, so any server process takes the callback and a state works once. Only an admin who
 * exists is signed in, with the role Baitwatch gives them, and only through the connection that
 * applies to them (their organization's, else their tenant's). The provider's own sign-in is trusted
 * as the second factor: no Baitwatch code is asked after it.
 */
export function ssoSignInService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    session: SessionService;
    ssoConnections: SsoConnectionsService;
  },
) {
  const repo = ssoRepository(ctx.database.db);
  const sealer = secretSealer(ctx.config.jwtSecret, 'sso-attempt');

  async function connectionToStart(body: { email?: string; subdomain?: string }) {
    if (body.email) return repo.connectionByDomain(domainOf(body.email));
    const tenantId = body.subdomain ? await repo.tenantIdBySubDomain(body.subdomain) : null;
    return tenantId === null ? null : repo.tenantConnection(tenantId);
  }

  /** The admin the verified email names, when this connection is the one that signs them in. */
  async function adminFor(connection: ConnectionWithDomains, claims: Readonly<Record<string, unknown>>) {
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    // A provider that says the address is unverified is not trusted with it; one that is silent
    // (Entra ID's work accounts) vouches for its own directory's addresses.
    if (!email || claims.email_verified === false) throw new SsoSignInError('noEmail');
    if (!connection.domains.includes(domainOf(email))) throw new SsoSignInError('domainNotAllowed');
    const admin = await repo.adminByEmail(email);
    if (!admin) throw new SsoSignInError('unknownAdmin');
    const applies = await repo.connectionForAdmin(admin);
    if (applies?.id !== connection.id) throw new SsoSignInError('otherConnection');
    return admin;
  }

  async function issueFor(userId: string, browser: SignInClient): Promise<IssuedSession> {
    try {
      return await ctx.session.signInWithSso(userId, browser);
    } catch (error) {
      if (error instanceof AppError && (error.status === 401 || error.status === 403))
        throw new SsoSignInError(error.status === 403 ? 'inactive' : 'unknownAdmin', error);
      throw error;
    }
  }

  return {
    /** The identity provider's authorization address for this email's domain (or subdomain's tenant). */
    async start(
      body: { email?: string; subdomain?: string },
      redirectUri: string,
      returnPath: string | null,
    ): Promise<StartedSsoSignIn> {
      const connection = await connectionToStart(body);
      if (!connection) throw badRequest(M.noConnection);
      let config: client.Configuration;
      try {
        config = await ctx.ssoConnections.providerOf(connection);
      } catch (error) {
        throw new AppError(502, ERROR_CODES.badGateway, M.providerUnreachable, error);
      }
      const state = client.randomState();
      const nonce = client.randomNonce();
      const verifier = client.randomPKCECodeVerifier();
      const now = ctx.clock.now();
      await repo.insertAttempt(
        {
          stateHash: hashSecret(state),
          connectionId: connection.id,
          codeVerifierSealed: sealer.seal(verifier),
          nonce,
          returnPath,
          expiresAt: new Date(now.getTime() + SSO_ATTEMPT_TTL_MS),
          created: now,
        },
        now,
      );
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        // The provider shows the right account at once (Entra ID, Google and Okta read it).
        ...(body.email ? { login_hint: body.email } : {}),
      });
      return { authorizationUrl: url.href, state };
    },

    /**
     * The identity provider's answer: `currentUrl` is the callback address as called, `browserState`
     * the state the attempt's cookie kept. Never throws for what the provider or the browser sent.
     */
    async callback(
      currentUrl: URL,
      browserState: string | undefined,
      redirectUri: string,
      browser: SignInClient,
    ): Promise<SsoCallbackOutcome> {
      const state = currentUrl.searchParams.get('state') ?? '';
      // The state must come back to the browser that started the attempt, and be used once.
      if (!state || state !== browserState) return { ok: false, failure: 'expired' };
      const attempt = await repo.takeAttempt(hashSecret(state), ctx.clock.now());
      const connection = attempt ? await repo.connectionById(attempt.connectionId) : null;
      if (!attempt || !connection) return { ok: false, failure: 'expired' };
      try {
        const config = await ctx.ssoConnections.providerOf(connection);
        // openid-client compares the address it was called at with the redirect URI's.
        const called = new URL(redirectUri);
        called.search = currentUrl.search;
        const tokens = await client.authorizationCodeGrant(config, called, {
          pkceCodeVerifier: sealer.open(attempt.codeVerifierSealed) ?? '',
          expectedState: state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new SsoSignInError('provider');
        // Some providers (Okta's and oidc-provider's defaults) keep the email for the userinfo
        // endpoint; it is asked for the ID token's own subject, so it cannot name someone else.
        const claims =
          typeof idToken.email === 'string'
            ? idToken
            : await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
        const admin = await adminFor(connection, claims);
        const session = await issueFor(admin.id, browser);
        await ctx.ssoConnections.recordSignIn(connection, session.body.user);
        return { ok: true, session, returnPath: attempt.returnPath };
      } catch (error) {
        return { ok: false, failure: failureOfExchange(error), cause: error };
      }
    },
  };
}
export type SsoSignInService = ReturnType<typeof ssoSignInService>;
