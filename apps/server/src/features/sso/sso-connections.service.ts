import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { ssoCallback } from '@baitwatch/contracts/sso/calls';
import type { ParsedSsoConnectionBody, SsoSettings } from '@baitwatch/contracts/sso/connection';
import { SSO_MESSAGES as M } from '@baitwatch/contracts/sso/messages';
import type * as client from 'openid-client';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { addressGuard } from '../../lib/address-guard.ts';
import { secretSealer } from '../../lib/sealed-secret.ts';
import {
  type AuditLogService,
  type AuditPlace,
  inOrganization,
  inTenant,
} from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { oidcClient } from './oidc-client.ts';
import { type ConnectionWithDomains, type SsoOwner, ssoRepository } from './sso.repository.ts';

/** Whose single sign-on a call names: a tenant's or an organization's. */
export type SsoWhere = { tenantId: number } | { customerId: number };

/** Checks a save may skip: the demo's connection cannot reach a real identity provider (offline). */
export interface SaveOptions {
  discover?: boolean;
}

const placeOf = (owner: SsoOwner): AuditPlace =>
  owner.kind === 'organization' ? inOrganization(owner.organization) : inTenant(owner.tenant);

/** What the audit log keeps of a connection: never the client secret. */
const audited = (
  c: Pick<ConnectionWithDomains, 'issuerUrl' | 'clientId' | 'domains' | 'ssoRequired' | 'breakGlassEmail'>,
) => ({
  issuerUrl: c.issuerUrl,
  clientId: c.clientId,
  allowedDomains: c.domains.join(', '),
  ssoRequired: c.ssoRequired,
  breakGlassAdmin: c.breakGlassEmail,
});

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as Error).cause, depth++)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/**
 * The single sign-on settings (issue 26, part 3): a tenant's admins and the provider manage the
 * tenant's connection; an organization's admins, its tenant's admins and the provider the
 * organization's (the access policy decides, a foreign one is 403 like other calls). A connection's
 * issuer is discovered before it is saved; each email domain belongs to one connection; the client
 * secret is sealed and never answered. Every change is in the audit log, never the secret.
 */
export function ssoConnectionsService(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const db = ctx.database.db;
  const repo = ssoRepository(db);
  const sealer = secretSealer(ctx.config.jwtSecret, 'sso-client-secret');
  const guard = addressGuard(ctx.config.webhookAllowedRanges);
  const oidc = oidcClient({ guard, allowHttp: ctx.config.ssoHttpIssuerAllowed });
  const redirectUri = new URL(ssoCallback.path, ctx.config.publicUrl).href;

  async function ownerFor(user: SessionUser, where: SsoWhere): Promise<SsoOwner> {
    return 'customerId' in where
      ? { kind: 'organization', organization: await ctx.policy.customer(user, where.customerId) }
      : { kind: 'tenant', tenant: await ctx.policy.tenant(user, where.tenantId) };
  }

  async function settingsOf(owner: SsoOwner): Promise<SsoSettings> {
    const found = await repo.connectionOf(owner);
    const inherited =
      !found && owner.kind === 'organization'
        ? (await repo.tenantConnection(owner.organization.tenantId)) !== null
        : false;
    return {
      connection: found && {
        issuerUrl: found.issuerUrl,
        clientId: found.clientId,
        secretHint: found.secretHint,
        allowedDomains: found.domains,
        ssoRequired: found.ssoRequired,
        breakGlassEmail: found.breakGlassEmail,
        updated: found.updated.toISOString(),
        lastSignInAt: found.lastSignInAt?.toISOString() ?? null,
      },
      redirectUri,
      inheritedFromTenant: inherited,
    };
  }

  /** The issuer as a connection may keep it: https outside development, not a private address. */
  async function checkedIssuer(value: string): Promise<string> {
    const url = new URL(value);
    if (url.protocol !== 'https:' && !ctx.config.ssoHttpIssuerAllowed) throw badRequest(M.issuerHttps);
    if (!(await guard.admits(url.hostname.replace(/^\[|\]$/g, '')))) throw badRequest(M.issuerNotAllowed);
    // The issuer identifier is compared as a string with the provider's: keep it as typed.
    return value;
  }

  /** The break-glass admin: one this connection signs in (of the organization, or of the tenant). */
  async function breakGlassUserOf(owner: SsoOwner, email: string | null): Promise<string | null> {
    if (!email) return null;
    const admin = await repo.adminByEmail(email);
    const belongs =
      admin !== null &&
      (owner.kind === 'organization'
        ? admin.customerId === owner.organization.id
        : admin.tenantId === owner.tenant.id);
    if (!admin || !belongs) throw badRequest(M.breakGlassNotAdmin);
    return admin.id;
  }

  const cacheKeyOf = (c: Pick<ConnectionWithDomains, 'id' | 'updated'>) => `${c.id}:${c.updated.getTime()}`;

  return {
    redirectUri,

    async get(user: SessionUser, where: SsoWhere): Promise<SsoSettings> {
      return settingsOf(await ownerFor(user, where));
    },

    async save(
      user: SessionUser,
      where: SsoWhere,
      body: ParsedSsoConnectionBody,
      options: SaveOptions = {},
    ): Promise<SsoSettings> {
      const owner = await ownerFor(user, where);
      const issuerUrl = await checkedIssuer(body.issuerUrl);
      const existing = await repo.connectionOf(owner);
      const clientSecret = body.clientSecret ?? (existing && sealer.open(existing.clientSecretSealed));
      if (!clientSecret) throw badRequest(M.clientSecretRequired);
      const breakGlassUserId = await breakGlassUserOf(owner, body.breakGlassEmail);
      if (options.discover !== false) {
        try {
          await oidc.check({ issuerUrl, clientId: body.clientId, clientSecret });
        } catch (error) {
          throw new AppError(400, 'VALIDATION', M.issuerDiscoveryFailed, error);
        }
      }
      const now = ctx.clock.now();
      const values = {
        issuerUrl,
        clientId: body.clientId,
        ssoRequired: body.ssoRequired,
        breakGlassUserId,
        updated: now,
        ...(body.clientSecret
          ? { clientSecretSealed: sealer.seal(body.clientSecret), secretHint: body.clientSecret.slice(-4) }
          : {}),
      };
      try {
        await db.transaction(async (tx) => {
          const before = await repo.connectionOf(owner, tx);
          const claimed = await repo.domainsClaimedElsewhere(tx, body.allowedDomains, before?.id ?? null);
          if (claimed.length > 0) throw conflict(`${M.domainClaimed}: ${claimed.join(', ')}.`);
          let id = before?.id;
          if (id) await repo.updateConnection(tx, id, values);
          else
            id = (
              await repo.insertConnection(tx, owner, {
                ...values,
                clientSecretSealed: sealer.seal(clientSecret),
                secretHint: clientSecret.slice(-4),
                created: now,
              })
            ).id;
          await repo.replaceDomains(tx, id, body.allowedDomains);
          await ctx.auditLog.record(tx, user, {
            action: before ? 'sso.update' : 'sso.add',
            place: placeOf(owner),
            target: issuerUrl,
            before: before && audited(before),
            after: {
              ...audited({ ...values, domains: body.allowedDomains, breakGlassEmail: body.breakGlassEmail }),
              ...(body.clientSecret && before ? { clientSecret: 'changed' } : {}),
            },
          });
        });
      } catch (error) {
        // Two admins claiming one domain at once: the database's unique key decides.
        if (isUniqueViolation(error)) throw conflict(`${M.domainClaimed}.`);
        throw error;
      }
      if (existing) oidc.forget(`${existing.id}:`);
      return settingsOf(owner);
    },

    async remove(user: SessionUser, where: SsoWhere): Promise<void> {
      const owner = await ownerFor(user, where);
      const removed = await db.transaction(async (tx) => {
        const before = await repo.connectionOf(owner, tx);
        if (!before) throw notFound(M.connectionNotFound);
        await repo.deleteConnection(tx, before.id);
        await ctx.auditLog.record(tx, user, {
          action: 'sso.remove',
          place: placeOf(owner),
          target: before.issuerUrl,
          before: audited(before),
          after: null,
        });
        return before.id;
      });
      oidc.forget(`${removed}:`);
    },

    /** The connection's identity provider, discovered (and kept for minutes). */
    async providerOf(connection: ConnectionWithDomains): Promise<client.Configuration> {
      const clientSecret = sealer.open(connection.clientSecretSealed);
      if (!clientSecret) throw new Error('The client secret cannot be opened: the server secret changed');
      return oidc.configuration({
        cacheKey: cacheKeyOf(connection),
        issuerUrl: connection.issuerUrl,
        clientId: connection.clientId,
        clientSecret,
      });
    },

    /** An admin signed in through the connection: its last sign-in, and the audit log's line. */
    async recordSignIn(connection: ConnectionWithDomains, user: SessionUser) {
      const now = ctx.clock.now();
      await repo.markSignIn(connection.id, now);
      await ctx.auditLog.record(db, user, {
        action: 'sso.sign-in',
        place: { tenantId: connection.tenantId, customerId: connection.customerId },
        target: user.email,
        after: { issuerUrl: connection.issuerUrl },
      });
    },
  };
}
export type SsoConnectionsService = ReturnType<typeof ssoConnectionsService>;
