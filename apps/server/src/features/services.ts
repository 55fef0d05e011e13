import { createAccessPolicy } from '../auth/access-policy.ts';
import type { AppDeps } from '../deps.ts';
import { alertsService } from './alerts/alerts.service.ts';
import { apiKeysService } from './api-keys/api-keys.service.ts';
import { auditLogService } from './audit-log/audit-log.service.ts';
import { brandPoliciesService } from './brand-policies/brand-policies.service.ts';
import { brandPoliciesConsoleService } from './brand-policies/brand-policies-console.service.ts';
import { brandingService } from './branding/branding.service.ts';
import { whitelabelService } from './branding/whitelabel.service.ts';
import { configCopyService } from './config-copy/config-copy.service.ts';
import type { FeatureContext } from './context.ts';
import { dashboardService } from './dashboard/dashboard.service.ts';
import { dashboardCardsService } from './dashboard/dashboard-cards.service.ts';
import { deploymentService } from './deployment/deployment.service.ts';
import { devOutboxService } from './dev-outbox/dev-outbox.service.ts';
import { enterpriseSocService } from './enterprise-soc/enterprise-soc.service.ts';
import { incidentWebhooksService } from './enterprise-soc/incident-webhooks.service.ts';
import { socKeysService } from './enterprise-soc/soc-keys.service.ts';
import { eventActionsService } from './events/acted-on/event-actions.service.ts';
import { ingestionService } from './events/arriving/ingestion.service.ts';
import { scansService } from './events/arriving/scans.service.ts';
import { feedOptionsService } from './events/read/feed-options.service.ts';
import { incidentsService } from './events/read/incidents.service.ts';
import { extensionConfigService } from './extension/extension-config.service.ts';
import { installService } from './extension/install.service.ts';
import { installAuthenticator } from './extension/install-auth.ts';
import { registrationService } from './extension/registration.service.ts';
import { alertConfigService } from './extension-settings/alert-config.service.ts';
import { organizationSettingsService } from './extension-settings/organization-settings.service.ts';
import { scanConfigService } from './extension-settings/scan-config.service.ts';
import { licensesService } from './licenses/licenses.service.ts';
import { liveService } from './live/live.service.ts';
import { lookupsService } from './lookups/lookups.service.ts';
import { mfaService } from './mfa/mfa.service.ts';
import { customerSignupService } from './organizations/customer-signup.service.ts';
import { licenseTypeService } from './organizations/license-type.service.ts';
import { organizationDirectoryService } from './organizations/organization-directory.service.ts';
import { organizationsService } from './organizations/organizations.service.ts';
import { organizationsConsoleService } from './organizations/organizations-console.service.ts';
import { tenantAccountService } from './organizations/tenant-account.service.ts';
import { passkeyAssertionsService } from './passkeys/passkey-assertions.service.ts';
import { passkeysService } from './passkeys/passkeys.service.ts';
import { pushEventsService } from './push/push-events.service.ts';
import { reportMailingService } from './reports/report-mailing.service.ts';
import { reportsService } from './reports/reports.service.ts';
import { searchService } from './search/search.service.ts';
import { oneTimeLinksService } from './session/one-time-links.service.ts';
import { sessionService } from './session/session.service.ts';
import { listCsvService } from './settings-lists/list-csv.service.ts';
import { listEntriesService } from './settings-lists/list-entries.service.ts';
import { settingsListsService } from './settings-lists/settings-lists.service.ts';
import { signInPolicyService } from './sign-in-policy/sign-in-policy.service.ts';
import { ssoConnectionsService } from './sso/sso-connections.service.ts';
import { ssoPasswordRuleService } from './sso/sso-password-rule.service.ts';
import { ssoSignInService } from './sso/sso-sign-in.service.ts';
import { storageBlobService } from './storage-blob/storage-blob.service.ts';
import { superFeedService } from './super-feed/super-feed.service.ts';
import { syslogDeliveryService } from './syslog/syslog-delivery.service.ts';
import { syslogDestinationsService } from './syslog/syslog-destinations.service.ts';
import { taxiiService } from './taxii/taxii.service.ts';
import { threatIntelService } from './threat-intel/threat-intel.service.ts';
import { usersService } from './users/users.service.ts';
import { webhookDeliveryService } from './webhooks/webhook-delivery.service.ts';
import { webhookEndpointsService } from './webhooks/webhook-endpoints.service.ts';

/**
 * The composition root: every service of the app, built once, each handed the services it uses (no
 * service builds another). Services that keep caches (branding, the extension config, the install
 * tokens) are so shared by every route, hook and job of the app. Built in layers: a service comes
 * after the ones it takes.
 */
export function buildServices(ctx: FeatureContext) {
  // Services over the app's dependencies alone.
  const auditLog = auditLogService(ctx);
  const organizations = organizationsService(ctx);
  const brandPolicies = brandPoliciesService(ctx);
  const ssoPasswordRule = ssoPasswordRuleService(ctx);
  const session = sessionService({ ...ctx, ssoPasswordRule });
  const lookups = lookupsService(ctx);
  const incidents = incidentsService(ctx);
  const alerts = alertsService(ctx);
  const listEntries = listEntriesService(ctx);
  const organizationSettings = organizationSettingsService(ctx);
  const extensionConfig = extensionConfigService(ctx);
  const installAuth = installAuthenticator(ctx);
  const webhookDelivery = webhookDeliveryService(ctx);
  const syslogDelivery = syslogDeliveryService(ctx);
  const pushEvents = pushEventsService({ ...ctx, webhookDelivery, syslogDelivery });
  const incidentWebhooks = incidentWebhooksService({ ...ctx, pushEvents });
  const live = liveService(ctx);

  // Services over those.
  const branding = brandingService({ ...ctx, auditLog });
  const oneTimeLinks = oneTimeLinksService({ ...ctx, branding, session });
  const passkeyAssertions = passkeyAssertionsService({ ...ctx, auditLog, session });
  const mfa = mfaService({ ...ctx, auditLog, branding, session, passkeyAssertions });
  const passkeys = passkeysService({ ...ctx, auditLog, branding, mfa, passkeyAssertions, session });
  const signInPolicy = signInPolicyService({ ...ctx, auditLog });
  const eventActions = eventActionsService({ ...ctx, auditLog, pushEvents, live });
  const threatIntel = threatIntelService({ ...ctx, eventActions, incidents, lookups, pushEvents });
  const apiKeys = apiKeysService({ ...ctx, auditLog });
  const ssoConnections = ssoConnectionsService({ ...ctx, auditLog });
  const extension = { ...ctx, extensionConfig, installAuth, pushEvents };
  const dashboard = dashboardService(ctx);
  const dashboardCards = dashboardCardsService(ctx);
  const licenses = licensesService(ctx);
  const reportMailing = reportMailingService({ ...ctx, dashboard, dashboardCards, licenses, branding });

  return {
    auditLog,
    organizations,
    brandPolicies,
    session,
    lookups,
    incidents,
    alerts,
    branding,
    oneTimeLinks,
    mfa,
    signInPolicy,
    passkeyAssertions,
    passkeys,
    ssoConnections,
    ssoSignIn: ssoSignInService({ ...ctx, auditLog, session, ssoConnections }),
    eventActions,
    threatIntel,
    apiKeys,
    extensionConfig,
    installAuth,
    webhookDelivery,
    syslogDelivery,
    pushEvents,
    webhookEndpoints: webhookEndpointsService({ ...ctx, auditLog, webhookDelivery, pushEvents }),
    syslogDestinations: syslogDestinationsService({ ...ctx, auditLog, syslogDelivery, pushEvents }),
    socKeys: socKeysService({ ...ctx, apiKeys }),
    enterpriseSoc: enterpriseSocService({ ...ctx, apiKeys, threatIntel }),
    brandPoliciesConsole: brandPoliciesConsoleService({ ...ctx, auditLog, brandPolicies }),
    users: usersService({ ...ctx, auditLog, oneTimeLinks, organizations, mfa, session }),
    configCopy: configCopyService({ ...ctx, auditLog, listEntries, organizationSettings }),
    alertConfig: alertConfigService({ ...ctx, auditLog }),
    scanConfig: scanConfigService({ ...ctx, auditLog, lookups }),
    settingsLists: settingsListsService({ ...ctx, auditLog }),
    listCsv: listCsvService({ ...ctx, auditLog }),
    whitelabel: whitelabelService({ ...ctx, branding }),
    deployment: deploymentService({ ...ctx, auditLog, branding }),
    customerSignup: customerSignupService({ ...ctx, auditLog, organizations }),
    organizationsConsole: organizationsConsoleService({
      ...ctx,
      auditLog,
      branding,
      oneTimeLinks,
      organizations,
    }),
    organizationDirectory: organizationDirectoryService({ ...ctx, branding }),
    tenantAccount: tenantAccountService({ ...ctx, auditLog, branding }),
    licenseType: licenseTypeService({ ...ctx, auditLog }),
    feedOptions: feedOptionsService(ctx),
    superFeed: superFeedService(ctx),
    search: searchService(ctx),
    licenses,
    dashboard,
    dashboardCards,
    reportMailing,
    reports: reportsService({
      ...ctx,
      dashboard,
      dashboardCards,
      licenses,
      branding,
      auditLog,
      reportMailing,
    }),
    devOutbox: devOutboxService(ctx),
    storageBlob: storageBlobService(ctx),
    taxii: taxiiService(ctx),
    incidentWebhooks,
    live,
    ingestion: ingestionService({ ...ctx, alerts, incidentWebhooks, live }),
    scans: scansService(ctx),
    install: installService(extension),
    registration: registrationService(extension),
  };
}

export type Services = ReturnType<typeof buildServices>;

/** What the features' routes, hooks and jobs receive: the app's dependencies and its services. */
export type AppContext = FeatureContext & Services;

/** The context over an app's dependencies: the app's, the demo's seeding (its own clock), a test's. */
export function appContext(deps: AppDeps): AppContext {
  const base = { ...deps, policy: createAccessPolicy(deps.database.db) };
  return { ...base, ...buildServices(base) };
}
