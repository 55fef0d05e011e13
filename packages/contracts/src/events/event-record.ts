import { z } from 'zod';
import { blobAddressSchema } from './blob-address.ts';
import { DEVICE_TYPES, IS_VERIFIED_VALUES, USER_ACTIONS } from './event-types.ts';

/**
 * One event as the feeds and the details page receive it (spec doc 1 §3). The status label is not
 * sent: the console derives it from type and triagedEvent with eventStatusLabel. File addresses
 * are storage/blob URLs, null when the file was never stored.
 */
export const eventRecordSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  customerId: z.number().int(),
  type: z.number().int(),
  url: z.string(),
  detectionTime: z.string(),
  userAction: z.enum(USER_ACTIONS),
  brands: z.array(z.string()),
  email: z.string().nullable(),
  osUserId: z.string().nullable(),
  osComputerName: z.string().nullable(),
  osuuid: z.string().nullable(),
  os: z.string().nullable(),
  browserName: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  domainIPAddress: z.string().nullable(),
  modelCode: z.string().nullable(),
  triagedEvent: z.boolean(),
  isVerified: z.enum(IS_VERIFIED_VALUES),
  isFalsePositive: z.boolean(),
  cleared: z.boolean(),
  extensionUserId: z.number().int().nullable(),
  extensionInstallId: z.string().nullable(),
  blob: blobAddressSchema,
  screenshotURL: z.string().nullable(),
  resizedScreenshotURL: z.string().nullable(),
  markedScreenshotURL: z.string().nullable(),
  pageContentURL: z.string().nullable(),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;
