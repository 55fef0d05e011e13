import { blobAddress, blobUrls } from '@baitwatch/contracts/events/blob-address';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import type { IsVerified, UserAction } from '@baitwatch/contracts/events/event-types';
import { sql } from 'drizzle-orm';

/**
 * The event columns every event read selects (alias `e`), named as EventRow reads them. Raw SQL
 * because the feed needs LATERAL and DISTINCT ON; both drivers answer these names alike.
 */
export const EVENT_COLUMNS = sql.raw(
  [
    'e.customer_id as "customerId"',
    'e.id',
    'e.event_id as "eventId"',
    'e.extension_user_id as "extensionUserId"',
    'e.install_id as "installId"',
    'e.type',
    'e.url',
    'e.detection_time as "detectionTime"',
    'e.user_action as "userAction"',
    'e.brands',
    'e.email',
    'e.os_user_id as "osUserId"',
    'e.os_computer_name as "osComputerName"',
    'e.os_uuid as "osUuid"',
    'e.os',
    'e.browser_name as "browserName"',
    'e.device_type as "deviceType"',
    'e.domain_ip_address as "domainIpAddress"',
    'e.model_code as "modelCode"',
    'e.triaged_event as "triagedEvent"',
    'e.is_verified as "isVerified"',
    'e.is_false_positive as "isFalsePositive"',
    'e.cleared',
    'e.has_screenshot as "hasScreenshot"',
    'e.has_resized as "hasResized"',
    'e.has_marked as "hasMarked"',
    'e.has_html as "hasHtml"',
  ].join(', '),
);

/** A row as the drivers return it: bigints may be strings, timestamps Dates or strings. */
export interface EventRow {
  customerId: number | string;
  id: number | string;
  eventId: string;
  extensionUserId: number | string | null;
  installId: string | null;
  type: number;
  url: string;
  detectionTime: Date | string;
  userAction: string;
  brands: string[] | null;
  email: string | null;
  osUserId: string | null;
  osComputerName: string | null;
  osUuid: string | null;
  os: string | null;
  browserName: string | null;
  deviceType: string;
  domainIpAddress: string | null;
  modelCode: string | null;
  triagedEvent: boolean;
  isVerified: string;
  isFalsePositive: boolean;
  cleared: boolean;
  hasScreenshot: boolean;
  hasResized: boolean;
  hasMarked: boolean;
  hasHtml: boolean;
  /** Joined from customers. */
  blobContainer: string;
}

export const isoTime = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();
const optionalNumber = (value: number | string | null) => (value === null ? null : Number(value));

export function toEventRecord(row: EventRow): EventRecord {
  const customerId = Number(row.customerId);
  const blob = blobAddress(row.blobContainer, customerId, row.installId, row.eventId);
  const urlOf = blobUrls(blob);
  return {
    id: Number(row.id),
    eventId: row.eventId,
    customerId,
    type: Number(row.type),
    url: row.url,
    detectionTime: isoTime(row.detectionTime),
    userAction: row.userAction as UserAction,
    brands: row.brands ?? [],
    email: row.email,
    osUserId: row.osUserId,
    osComputerName: row.osComputerName,
    osuuid: row.osUuid,
    os: row.os,
    browserName: row.browserName,
    deviceType: row.deviceType === 'M' ? 'M' : 'D',
    domainIPAddress: row.domainIpAddress,
    modelCode: row.modelCode,
    triagedEvent: row.triagedEvent,
    isVerified: row.isVerified as IsVerified,
    isFalsePositive: row.isFalsePositive,
    cleared: row.cleared,
    extensionUserId: optionalNumber(row.extensionUserId),
    extensionInstallId: row.installId,
    blob,
    screenshotURL: row.hasScreenshot ? urlOf('screenshot') : null,
    resizedScreenshotURL: row.hasResized ? urlOf('resized') : null,
    markedScreenshotURL: row.hasMarked ? urlOf('marked') : null,
    pageContentURL: row.hasHtml ? urlOf('html') : null,
  };
}
