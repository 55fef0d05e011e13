import { z } from 'zod';
import { oneLineName, storableText } from '../common/text.ts';
import { clientInfoSchema, licenseKeyField } from './client-info.ts';

const osField = (what: string) =>
  z.string().check(storableText).trim().check(oneLineName).min(1).max(200).describe(what);

/**
 * POST /extension/v1/register/managed: automatic deployment. The installer passes the license key and the
 * OS identity; one extension user per (OS UUID, OS user id) of an organization.
 */
export const registerManagedRequestSchema = z
  .object({
    licenseKey: licenseKeyField,
    osUserId: osField('The signed-in OS user, e.g. ACME\\jdoe'),
    osComputerName: osField('The computer name'),
    osUuid: osField('The machine UUID'),
  })
  .extend(clientInfoSchema.shape);
export type RegisterManagedRequest = z.infer<typeof registerManagedRequestSchema>;
