import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { wholeNumberParam } from '../common/ids.ts';
import { withoutBlank } from '../common/text.ts';
import { SOC_MESSAGES } from './messages.ts';

/** A date of the SOC API: yyyy-mm-dd, a day that exists. */
export const socDateParam = calendarDate(SOC_MESSAGES.invalidDate);

/** true or false, named in the message (a SOC integrator reads the 400 without our docs at hand). */
export const socBoolean = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} ${SOC_MESSAGES.invalidBoolean}` })
    .transform((v) => v === 'true');

export const socWhole = (name: string, min: number, max: number) =>
  wholeNumberParam(min, max, `${name} ${SOC_MESSAGES.invalidNumber} ${min} to ${max}`);

export const socText = (name: string, max = 250) =>
  z
    .string()
    .trim()
    .min(1, { error: `${name} must not be empty` })
    .max(max, { error: `${name} must be at most ${max} characters` });

/** The global-key filters (spec doc 2 §6): one organization of the key's tenant, by id, name or code. */
export const globalKeyFilters = {
  customerId: socWhole('customerId', 1, 2_147_483_647)
    .optional()
    .describe('Global key only: one organization by its id'),
  customerName: withoutBlank(socText('customerName')).describe(
    'Global key only: organizations whose name contains this (any case)',
  ),
  orgCode: withoutBlank(socText('orgCode', 50)).describe('Global key only: the organization with this code'),
};
export interface GlobalKeyFilters {
  customerId?: number | undefined;
  customerName?: string | undefined;
  orgCode?: string | undefined;
}

export const dateWindowParams = {
  startdate: socDateParam.optional().describe('First day, yyyy-mm-dd (default: 30 days before enddate)'),
  enddate: socDateParam.optional().describe('Last day, yyyy-mm-dd, included (default: today, UTC)'),
};

/** The `errors` shape of incidents, login pages, licenses and customers (the server's one error shape). */
export const socErrorsSchema = z.object({
  errors: z.array(z.object({ code: z.string(), desc: z.string() })),
  message: z.string(),
});
