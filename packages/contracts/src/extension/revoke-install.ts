import { z } from 'zod';

/** DELETE /extension/v1/install: the install revokes its own token (uninstall, sign out). */
export const revokeInstallResponseSchema = z.object({ installId: z.uuid(), revoked: z.literal(true) });
export type RevokeInstallResponse = z.infer<typeof revokeInstallResponseSchema>;
