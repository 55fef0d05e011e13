import { z } from 'zod';
import { globalKeyFilters } from './query-params.ts';

/** GET /enterprise-soc/deployed-licenses-count (spec doc 2 §7): extension users registered. */
export const deployedLicensesQuerySchema = z.object({ ...globalKeyFilters });
export type DeployedLicensesQuery = z.infer<typeof deployedLicensesQuerySchema>;

export const deployedLicensesResponseSchema = z.object({ deployedLicenses: z.number() });
export type DeployedLicensesResponse = z.infer<typeof deployedLicensesResponseSchema>;
