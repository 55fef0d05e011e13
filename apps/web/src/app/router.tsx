import { Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { BootFallback } from './boot-fallback.tsx';
import { DefaultRedirect } from './guards/default-redirect.tsx';
import { PageGuard } from './guards/page-guard.tsx';
import { type LazyPage, LazyPageView, lazyPage } from './lazy-page.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/** A route's page, loaded on first visit, so the initial download holds only the shell. */
const page = (load: Parameters<typeof lazyPage>[0]) => {
  const lazy = lazyPage(load);
  return { element: <LazyPageView page={lazy} />, handle: lazy satisfies LazyPage };
};

const unknownPath: RouteObject = { path: '*', Component: DefaultRedirect };

// The route table of spec doc 1 §2 and doc 2 §2.
const customerRoutes: RouteObject[] = [
  { path: 'incidents', ...page(() => import('../features/incidents/routes/incident-feed-page.tsx')) },
  {
    path: 'incidents/:eventId',
    ...page(() => import('../features/incidents/routes/incident-details-page.tsx')),
  },
  {
    path: 'threat-intel/:eventId',
    ...page(() => import('../features/threat-intel-submission/routes/add-to-threat-intel-page.tsx')),
  },
  {
    path: 'license-management',
    ...page(() => import('../features/license-management/routes/license-management-page.tsx')),
  },
  {
    path: 'licensemanagement/:userId',
    ...page(() => import('../features/license-management/routes/extension-user-page.tsx')),
  },
  { path: 'deployment', ...page(() => import('../features/deployment/routes/deployment-page.tsx')) },
  { path: 'dashboard', ...page(() => import('../features/dashboard/routes/dashboard-page.tsx')) },
  { path: 'settings', ...page(() => import('../features/settings/routes/settings-page.tsx')) },
  { path: 'settings/add-admin', ...page(() => import('../features/settings/routes/add-admin-page.tsx')) },
  {
    path: 'settings/add-whitelist-domain',
    ...page(() => import('../features/settings/routes/add-whitelist-domain-page.tsx')),
  },
  {
    path: 'settings/add-whitelist-url',
    ...page(() => import('../features/settings/routes/add-whitelist-url-page.tsx')),
  },
  {
    path: 'settings/add-blacklist-url',
    ...page(() => import('../features/settings/routes/add-blacklist-url-page.tsx')),
  },
  {
    path: 'settings/copy-configuration',
    ...page(() => import('../features/settings/routes/copy-configuration-page.tsx')),
  },
  unknownPath,
];

const tenantRoutes: RouteObject[] = [
  { path: 'incidents', ...page(() => import('../features/incidents/routes/incident-feed-page.tsx')) },
  {
    path: ':customerId/incidents/:eventId',
    ...page(() => import('../features/incidents/routes/incident-details-page.tsx')),
  },
  {
    path: ':customerId/threat-intel/:eventId',
    ...page(() => import('../features/threat-intel-submission/routes/add-to-threat-intel-page.tsx')),
  },
  {
    path: 'license-management',
    ...page(() => import('../features/license-management/routes/license-management-page.tsx')),
  },
  {
    path: ':customerId/licensemanagement/:userId',
    ...page(() => import('../features/license-management/routes/extension-user-page.tsx')),
  },
  { path: 'deployment', ...page(() => import('../features/deployment/routes/deployment-page.tsx')) },
  { path: 'dashboard', ...page(() => import('../features/dashboard/routes/dashboard-page.tsx')) },
  unknownPath,
];

const guardedRoutes: RouteObject[] = [
  { path: 'customers/:customerId', children: customerRoutes },
  { path: 'tenants/:tenantId', children: tenantRoutes },
  {
    path: 'super-feed',
    children: [
      { index: true, ...page(() => import('../features/super-feed/routes/super-feed-page.tsx')) },
      { path: 'stats', ...page(() => import('../features/super-feed/routes/super-feed-stats-page.tsx')) },
      { path: ':eventId', ...page(() => import('../features/super-feed/routes/super-feed-event-page.tsx')) },
    ],
  },
  {
    path: 'tenant-admin',
    children: [
      { index: true, ...page(() => import('../features/tenant-admin/routes/tenant-admin-page.tsx')) },
      {
        path: 'add-organization',
        ...page(() => import('../features/tenant-admin/routes/add-organization-page.tsx')),
      },
      {
        path: 'update-organization',
        ...page(() => import('../features/tenant-admin/routes/update-organization-page.tsx')),
      },
      { path: 'add-admin', ...page(() => import('../features/tenant-admin/routes/add-admin-page.tsx')) },
    ],
  },
  {
    path: 'soc-integration',
    ...page(() => import('../features/soc-integration/routes/soc-integration-page.tsx')),
  },
  { path: 'threat-intel', ...page(() => import('../features/threat-intel/routes/threat-intel-page.tsx')) },
  {
    path: 'threat-intel-feed',
    children: [
      {
        index: true,
        ...page(() => import('../features/threat-intel-feed/routes/threat-intel-feed-page.tsx')),
      },
      {
        path: ':eventId',
        ...page(() => import('../features/threat-intel-feed/routes/threat-intel-event-page.tsx')),
      },
    ],
  },
  {
    path: 'advanced-settings',
    children: [
      {
        index: true,
        ...page(() => import('../features/advanced-settings/routes/advanced-settings-page.tsx')),
      },
      {
        path: 'add-edit-brandpolicy',
        ...page(() => import('../features/advanced-settings/routes/brand-policy-form-page.tsx')),
      },
    ],
  },
  { path: 'audit-log', ...page(() => import('../features/audit-log/routes/audit-log-page.tsx')) },
];

const signedInRoutes: RouteObject[] = [
  { index: true, Component: DefaultRedirect },
  // Who may see which page: the profile menu's rules, asked by one guard (page-access.ts).
  { Component: PageGuard, children: guardedRoutes },
  unknownPath,
];

const routes: RouteObject[] = [
  { path: 'login', ...page(() => import('../features/auth/routes/login-page.tsx')) },
  { path: 'forgot-password', ...page(() => import('../features/auth/routes/forgot-password-page.tsx')) },
  { path: 'reset-password', ...page(() => import('../features/auth/routes/reset-password-page.tsx')) },
  { path: 'accept-invite', ...page(() => import('../features/auth/routes/accept-invite-page.tsx')) },
  // Signed in, but outside the shell: the shell's calls are closed until the second factor is set up.
  { path: 'enrol', ...page(() => import('../features/auth/routes/enrol-page.tsx')) },
  { path: 'dev/outbox', ...page(() => import('../features/dev-outbox/routes/outbox-page.tsx')) },
  // The signed-in shell is its own chunk: the login pages never download it.
  { ...page(() => import('./session/session-boot.tsx')), children: signedInRoutes },
];

/**
 * Downloads the code of the pages that `pathname` shows (the shell and the page) all at once, so the
 * first visit does not fetch the shell, then learn who is signed in, then fetch the page. Settles when
 * all are here (or failed: the page's error boundary says so when it draws).
 */
export function preloadPages(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.allSettled(matches.map((match) => (match.route.handle as LazyPage | undefined)?.preload()));
}

/** The console's pages by address (declarative routing: the data router's code is twice the size). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<BootFallback />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
