import {
  addAllowedDomain,
  addBlockedUrl,
  addGoogleFormUrl,
  listAllowedDomains,
  listBlockedUrls,
  listGoogleFormUrls,
  removeAllowedDomain,
  removeBlockedUrl,
  removeGoogleFormUrl,
} from '@baitwatch/contracts/settings/list-calls';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.ts';
import type { AppContext } from '../services.ts';

/** The organization's blocked URLs, allowed domains and allowed Google Form URLs (settings/list-calls.ts). */
export async function registerSettingsListsRoutes(v1: FastifyInstance, ctx: AppContext) {
  const service = ctx.settingsLists;
  serveCall(v1, listBlockedUrls, ({ user, params }) => service.listBlockedUrls(user, params.id));
  serveCall(v1, addBlockedUrl, ({ user, params, body }) => service.addBlockedUrl(user, params.id, body.url));
  serveCall(v1, removeBlockedUrl, ({ user, params }) =>
    service.removeBlockedUrl(user, params.customerId, params.id),
  );
  serveCall(v1, listAllowedDomains, ({ user, params }) => service.listDomains(user, params.id));
  serveCall(v1, addAllowedDomain, ({ user, params, body }) =>
    service.addDomain(user, params.id, body.domain),
  );
  serveCall(v1, removeAllowedDomain, ({ user, params }) =>
    service.removeDomain(user, params.customerId, params.id),
  );
  serveCall(v1, listGoogleFormUrls, ({ user, params }) => service.listGoogleFormUrls(user, params.id));
  serveCall(v1, addGoogleFormUrl, ({ user, params, body }) =>
    service.addGoogleFormUrl(user, params.id, body.url),
  );
  serveCall(v1, removeGoogleFormUrl, ({ user, params, body }) =>
    service.removeGoogleFormUrl(user, params.customerId, body.whitelistedUrlId),
  );
}
