import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { DEFAULT_FEED_TYPES } from '@baitwatch/contracts/events/constants';
import { eventStatusLabel } from '@baitwatch/contracts/events/event-status';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { extensionUserLabel } from '@baitwatch/contracts/events/search-extension-users';
import {
  parseSuperFeedId,
  type SuperFeedEvent,
  superFeedIdOf,
} from '@baitwatch/contracts/super-feed/super-feed-event';
import type {
  ParsedSuperFeedQuery,
  SuperFeedFilterKey,
  SuperFeedResponse,
} from '@baitwatch/contracts/super-feed/super-feed-list';
import { notFound } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import { toEventRecord } from '../events/read/event-row.ts';
import { eventWindow } from '../events/read/event-window.ts';
import { type SuperFeedQuery, type SuperFeedRow, superFeedRepository } from './super-feed.repository.ts';

const DAY_MS = 86_400_000;

/** A super feed record: the event, its organization, and a status that is never missing. */
export function toSuperFeedEvent(row: SuperFeedRow): SuperFeedEvent {
  const e = toEventRecord(row);
  return {
    superFeedId: superFeedIdOf(e),
    id: e.id,
    eventId: e.eventId,
    customerId: e.customerId,
    customerName: row.customerName,
    extensionInstallId: e.extensionInstallId,
    extensionUserId: e.extensionUserId,
    userName: extensionUserLabel({
      oSUserId: e.osUserId,
      oSComputerName: e.osComputerName,
      oSUUID: e.osuuid,
      email: e.email,
    }),
    email: e.email,
    detectedBrands: e.brands,
    detectedOn: e.detectionTime,
    detectionTime: e.detectionTime,
    url: e.url,
    type: e.type,
    triagedEvent: e.triagedEvent,
    isVerified: e.isVerified,
    isFalsePositive: e.isFalsePositive,
    status: eventStatusLabel(e),
    userAction: e.userAction,
    modelCode: e.modelCode,
    domainIPAddress: e.domainIPAddress,
    blob: e.blob,
    screenshotURL: e.screenshotURL,
    pageContentURL: e.pageContentURL,
    markedScreenshotURL: e.markedScreenshotURL,
    resizedScreenshotURL: e.resizedScreenshotURL,
  };
}

/** Only the keys named in filterBy apply (spec doc 1 §7). */
export function toSuperFeedQuery(query: ParsedSuperFeedQuery, now: Date): SuperFeedQuery {
  const named = new Set((query.filterBy?.split(',') ?? []) as SuperFeedFilterKey[]);
  const pick = <K extends SuperFeedFilterKey>(key: K) => (named.has(key) ? query[key] : undefined);
  const dates = pick('dtTS');
  const window =
    dates === undefined
      ? eventWindow(now, undefined, undefined)
      : 'days' in dates
        ? { start: new Date(now.getTime() - dates.days * DAY_MS), end: now }
        : eventWindow(now, dates.start, dates.end);
  return {
    ...window,
    types: pick('type') ?? [...DEFAULT_FEED_TYPES],
    customerId: pick('custId'),
    email: pick('email'),
    computerName: pick('osCompName'),
    brand: pick('brNm'),
    removeRepeatUrl: query.rrURLYN,
    includeFalsePositive: query.incldFP,
    order: query.sortBy.endsWith('|asc') ? 'asc' : 'desc',
    offset: (query.pageNo - 1) * (query.pageSize - 1),
    limit: query.pageSize,
  };
}

/** The super feed across all organizations: {product}Admin only, everyone else 403. */
export function superFeedService(ctx: FeatureContext) {
  const repo = superFeedRepository(ctx.database.db);
  return {
    async list(user: SessionUser, query: ParsedSuperFeedQuery): Promise<SuperFeedResponse> {
      const rows = await repo.page(ctx.policy.everything(user), toSuperFeedQuery(query, ctx.clock.now()));
      return { records: rows.map(toSuperFeedEvent), pageNo: query.pageNo, pageSize: query.pageSize };
    },

    async details(user: SessionUser, superFeedId: string): Promise<SuperFeedEvent> {
      const everything = ctx.policy.everything(user);
      const { customerId, id } = parseSuperFeedId(superFeedId);
      const row = await repo.event(everything, customerId, id);
      if (!row) throw notFound(EVENT_MESSAGES.eventNotFound);
      return toSuperFeedEvent(row);
    },
  };
}
