import { liveInstall, recoverFromRevokedToken } from './registration.ts';
import { callServer, type ServerCall, ServerError } from './server-api.ts';

type Options = Omit<NonNullable<Parameters<typeof callServer>[2]>, 'token'>;

/**
 * A call with the install token. Answers null when there is no live install. A 401 (token revoked)
 * registers a managed install again and retries the call once with the new token.
 */
export async function authedCall(call: ServerCall, options: Options = {}): Promise<Response | null> {
  const install = await liveInstall();
  if (!install) return null;
  try {
    return await callServer(install.serverUrl, call, { ...options, token: install.token });
  } catch (error) {
    if (!(error instanceof ServerError && error.status === 401)) throw error;
    if (!(await recoverFromRevokedToken())) throw error;
    const renewed = await liveInstall();
    if (!renewed) throw error;
    return callServer(renewed.serverUrl, call, { ...options, token: renewed.token });
  }
}
