import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { alertConfigSchema } from './alert-config.ts';

/**
 * GET portal/customers/{id}/alert-configurations (spec doc 2 §7 "Alert config"): the organization's
 * alert config with its extension settings; the spec's defaults where nothing is saved yet.
 */
export const alertConfigParamsSchema = z.object({ id: customerIdParam });
export const getAlertConfigResponseSchema = alertConfigSchema;
