import type { FastifyInstance } from 'fastify';
import { registerIncidentAlertJobs } from './alerts/alerts.service.ts';
import { registerApiKeysRoutes } from './api-keys/api-keys.routes.ts';
import { registerAuditLogRoutes } from './audit-log/audit-log.routes.ts';
import { registerBrandPoliciesRoutes } from './brand-policies/brand-policies.routes.ts';
import { registerBrandingLogo, registerBrandingRoutes } from './branding/branding.routes.ts';
import { registerWhitelabelRoutes } from './branding/whitelabel.routes.ts';
import { registerConfigCopyRoutes } from './config-copy/config-copy.routes.ts';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { registerDashboardCardsRoutes } from './dashboard/dashboard-cards.routes.ts';
import { registerDeploymentRoutes } from './deployment/deployment.routes.ts';
import { registerDevOutboxRoutes } from './dev-outbox/dev-outbox.routes.ts';
import { registerEnterpriseSocApi } from './enterprise-soc/enterprise-soc.routes.ts';
import { registerIncidentWebhookJobs } from './enterprise-soc/incident-webhooks.service.ts';
import { registerEventActionsRoutes } from './events/acted-on/event-actions.routes.ts';
import { eventsRoutes } from './events/arriving/events.routes.ts';
import { scansRoutes } from './events/arriving/scans.routes.ts';
import { registerIncidentsRoutes } from './events/read/incidents.routes.ts';
import { registerEvidenceJobs } from './events/stored/evidence-jobs.service.ts';
import { registerExtensionApi } from './extension/extension-api.ts';
import { registerExtensionSettingsRoutes } from './extension-settings/extension-settings.routes.ts';
import { registerLicensesRoutes } from './licenses/licenses.routes.ts';
import { registerLiveRoutes } from './live/live.routes.ts';
import { registerLookupsRoutes } from './lookups/lookups.routes.ts';
import { registerMfaRoutes } from './mfa/mfa.routes.ts';
import { registerOrganizationsRoutes } from './organizations/organizations.routes.ts';
import { registerPasskeyRoutes } from './passkeys/passkeys.routes.ts';
import { registerReportJobs } from './reports/report-mailing.service.ts';
import { registerReportsRoutes } from './reports/reports.routes.ts';
import { registerSearchRoutes } from './search/search.routes.ts';
import type { AppContext } from './services.ts';
import { registerForgotPasswordJobs } from './session/one-time-links.service.ts';
import { registerSessionRoutes } from './session/session.routes.ts';
import { registerListCsvRoutes } from './settings-lists/list-csv.routes.ts';
import { registerSettingsListsRoutes } from './settings-lists/settings-lists.routes.ts';
import { registerSignInPolicyRoutes } from './sign-in-policy/sign-in-policy.routes.ts';
import { registerSsoCallback, registerSsoRoutes } from './sso/sso.routes.ts';
import { registerStorageBlobRoutes } from './storage-blob/storage-blob.routes.ts';
import { registerSuperFeedRoutes } from './super-feed/super-feed.routes.ts';
import { registerSyslogRoutes } from './syslog/syslog.routes.ts';
import { registerSyslogJobs } from './syslog/syslog-delivery.service.ts';
import { registerTaxiiApi } from './taxii/taxii.routes.ts';
import { registerThreatIntelRoutes } from './threat-intel/threat-intel.routes.ts';
import { registerUsersRoutes } from './users/users.routes.ts';
import { registerWebhookJobs } from './webhooks/webhook-delivery.service.ts';
import { registerWebhooksRoutes } from './webhooks/webhooks.routes.ts';

/** Console API features, mounted under /v1 behind the functions-key check. Wired here and nowhere else. */
export async function registerConsoleApi(v1: FastifyInstance, ctx: AppContext) {
  await registerSessionRoutes(v1, ctx);
  await registerMfaRoutes(v1, ctx);
  await registerSignInPolicyRoutes(v1, ctx);
  await registerPasskeyRoutes(v1, ctx);
  await registerSsoRoutes(v1, ctx);
  registerForgotPasswordJobs(ctx);
  await registerBrandingRoutes(v1, ctx);
  await registerWhitelabelRoutes(v1, ctx);
  await registerOrganizationsRoutes(v1, ctx);
  await registerSearchRoutes(v1, ctx);
  await registerUsersRoutes(v1, ctx);
  await registerSettingsListsRoutes(v1, ctx);
  await registerListCsvRoutes(v1, ctx);
  await registerLookupsRoutes(v1, ctx);
  await registerExtensionSettingsRoutes(v1, ctx);
  await registerConfigCopyRoutes(v1, ctx);
  await registerIncidentsRoutes(v1, ctx);
  await registerEventActionsRoutes(v1, ctx);
  await registerThreatIntelRoutes(v1, ctx);
  registerIncidentAlertJobs(ctx);
  await registerDashboardRoutes(v1, ctx);
  await registerLicensesRoutes(v1, ctx);
  registerDashboardCardsRoutes(v1, ctx);
  await registerSuperFeedRoutes(v1, ctx);
  await registerLiveRoutes(v1, ctx);
  await registerAuditLogRoutes(v1, ctx);
  await registerBrandPoliciesRoutes(v1, ctx);
  await registerDeploymentRoutes(v1, ctx);
  await registerApiKeysRoutes(v1, ctx);
  await registerWebhooksRoutes(v1, ctx);
  registerWebhookJobs(ctx);
  await registerSyslogRoutes(v1, ctx);
  registerSyslogJobs(ctx);
  registerReportsRoutes(v1, ctx);
  registerReportJobs(ctx);
  registerIncidentWebhookJobs(ctx);
}

/** The extension API with the ingestion routes on it: the server's, and the demo fleet's own app. */
export async function registerExtensionSurface(app: FastifyInstance, ctx: AppContext) {
  await registerExtensionApi(app, ctx, [eventsRoutes, scansRoutes]);
}

/** Surfaces outside /v1: the extension API, the SOC API and TAXII, blob storage, dev pages. */
export async function registerPublicSurfaces(app: FastifyInstance, ctx: AppContext) {
  await registerBrandingLogo(app, ctx);
  await registerSsoCallback(app, ctx);
  await registerDevOutboxRoutes(app, ctx);
  await registerExtensionSurface(app, ctx);
  await registerStorageBlobRoutes(app, ctx);
  await registerEnterpriseSocApi(app, ctx);
  await registerTaxiiApi(app, ctx);
  registerEvidenceJobs(ctx);
}
