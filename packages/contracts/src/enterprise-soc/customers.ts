import { z } from 'zod';
import { CUSTOMER_SORT_FIELDS } from './constants.ts';
import { SOC_MESSAGES } from './messages.ts';
import { globalKeyFilters, socBoolean } from './query-params.ts';

const SORT = new RegExp(`^(${CUSTOMER_SORT_FIELDS.join('|')})\\|(asc|desc)$`);

/** GET /enterprise-soc/customers (global key only; spec doc 2 §7): the tenant's organizations. */
export const socCustomersQuerySchema = z.object({
  ...globalKeyFilters,
  isActive: socBoolean('isActive').optional().describe('Only active (true) or inactive (false) ones'),
  sortBy: z
    .string()
    .regex(SORT, { error: SOC_MESSAGES.invalidSortBy })
    .default('customerName|asc')
    .describe('customerName or createdOn, then | and asc or desc (default customerName|asc)'),
});
export type SocCustomersQuery = z.infer<typeof socCustomersQuerySchema>;

export const socCustomerSchema = z.object({
  customerId: z.number(),
  customerName: z.string(),
  orgCode: z.string().nullable(),
  createdOn: z.string(),
  isActive: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNo: z.string().nullable(),
  email: z.string().nullable(),
  apikey: z.string().nullable(),
});
export type SocCustomer = z.infer<typeof socCustomerSchema>;

export const socCustomersResponseSchema = z.object({
  data: z.array(socCustomerSchema),
  totalRecords: z.number(),
  errors: z.array(z.object({ code: z.string(), desc: z.string() })),
});
export type SocCustomersResponse = z.infer<typeof socCustomersResponseSchema>;
