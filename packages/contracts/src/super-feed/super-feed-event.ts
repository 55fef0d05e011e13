import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { blobAddressSchema } from '../events/blob-address.ts';
import { IS_VERIFIED_VALUES, USER_ACTIONS } from '../events/event-types.ts';

/**
 * One super feed event (spec doc 1 §3), with the organization's name. `status` is always present:
 * the server computes it with eventStatusLabel (docs/decisions/0006-super-feed-status-and-ids.md).
 * detectedOn and detectionTime are the same instant (the spec names both).
 */
export const superFeedEventSchema = z.object({
  /** The address of the details page: GET /v1/super-feed/{superFeedId}. */
  superFeedId: z.string(),
  id: z.number().int(),
  eventId: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  extensionInstallId: z.string().nullable(),
  extensionUserId: z.number().int().nullable(),
  userName: z.string(),
  email: z.string().nullable(),
  detectedBrands: z.array(z.string()),
  detectedOn: z.string(),
  detectionTime: z.string(),
  url: z.string(),
  type: z.number().int(),
  triagedEvent: z.boolean(),
  isVerified: z.enum(IS_VERIFIED_VALUES),
  isFalsePositive: z.boolean(),
  status: z.string(),
  userAction: z.enum(USER_ACTIONS),
  modelCode: z.string().nullable(),
  domainIPAddress: z.string().nullable(),
  blob: blobAddressSchema,
  screenshotURL: z.string().nullable(),
  pageContentURL: z.string().nullable(),
  markedScreenshotURL: z.string().nullable(),
  resizedScreenshotURL: z.string().nullable(),
});
export type SuperFeedEvent = z.infer<typeof superFeedEventSchema>;

/**
 * An event across organizations is "{customerId}-{row id}": the organization leads every event key
 * (the schema distributes by organization), so the details read is one index lookup.
 */
export const superFeedIdOf = (event: { customerId: number; id: number }) => `${event.customerId}-${event.id}`;
export const parseSuperFeedId = (value: string) => {
  const [customerId, id] = value.split('-').map(Number);
  return { customerId: customerId ?? 0, id: id ?? 0 };
};

/** GET /v1/super-feed/{id}, where id is a record's superFeedId. */
export const superFeedDetailsParamsSchema = z.object({
  id: z
    .string()
    .check(storableText)
    .regex(/^[1-9][0-9]{0,9}-[1-9][0-9]{0,14}$/, { error: 'Invalid event id' })
    .refine((v) => parseSuperFeedId(v).customerId <= 2_147_483_647, { error: 'Invalid event id' }),
});
export const superFeedDetailsResponseSchema = superFeedEventSchema;
