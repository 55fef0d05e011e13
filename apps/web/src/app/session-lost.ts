import type { QueryClient } from '@tanstack/react-query';
import { buildLoginUrl, isPublicPath } from '../lib/login-redirect.ts';
import { setSessionLostHandler } from '../lib/session-signal.ts';

/**
 * A lost session (refresh refused, request setup failed, logout) clears what this tab knows and
 * sends the browser to the login page of this host, with the address to return to.
 */
export function installSessionLostHandler(queryClient: QueryClient) {
  setSessionLostHandler(() => {
    void goToLogin(queryClient);
  });
}

export async function goToLogin(queryClient: QueryClient) {
  // Loaded here rather than imported: the branding contract (and zod) stay out of the first bundle.
  const { brandingQueryOptions } = await import('../features/auth/api/get-branding.ts');
  const branding = await queryClient.fetchQuery(brandingQueryOptions()).catch(() => null);
  queryClient.clear();
  if (isPublicPath(window.location.pathname)) return;
  window.location.assign(buildLoginUrl(window.location, branding?.trialUrl ?? ''));
}
