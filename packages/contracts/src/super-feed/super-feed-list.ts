import { z } from 'zod';
import { customerIdParam, wholeNumberParam } from '../common/ids.ts';
import { storableText } from '../common/text.ts';
import { FEED_MAX_PAGE_SIZE, SUPER_FEED_PAGE_SIZE_REQUESTED } from '../events/constants.ts';
import { dateTimeParam, eventTypesParam, filterTextParam } from '../events/query-params.ts';
import { superFeedEventSchema } from './super-feed-event.ts';

/** The super feed's filter keys (spec doc 1 §2); each is its own query parameter, named in filterBy. */
export const SUPER_FEED_FILTER_KEYS = ['type', 'custId', 'email', 'osCompName', 'brNm', 'dtTS'] as const;
export type SuperFeedFilterKey = (typeof SUPER_FEED_FILTER_KEYS)[number];
export const SUPER_FEED_SORT_FIELDS = ['detectedOn'] as const;
export const SUPER_FEED_DEFAULT_SORT = 'detectedOn|desc';
/** dtTS codes: the date range choices. A custom range is "<ISO start>~<ISO end>". */
export const SUPER_FEED_DATE_CODES = {
  last30d: 30,
  last60d: 60,
  last90d: 90,
  last1y: 365,
  last3y: 1095,
} as const;

const yesNo = z
  .enum(['Y', 'N', 'true', 'false'], { error: 'Use Y or N' })
  .transform((v) => v === 'Y' || v === 'true');

const dateWindow = z.union(
  [
    z.enum(Object.keys(SUPER_FEED_DATE_CODES) as [keyof typeof SUPER_FEED_DATE_CODES]).transform((code) => ({
      days: SUPER_FEED_DATE_CODES[code] as number,
    })),
    z
      .string()
      .check(storableText)
      .transform((v) => v.split('~'))
      .pipe(z.tuple([dateTimeParam, dateTimeParam]))
      .transform(([start, end]) => ({ start, end })),
  ],
  { error: 'dtTS must be last30d, last60d, last90d, last1y, last3y or <start>~<end>' },
);

const text = filterTextParam(200);

/**
 * GET /v1/super-feed ({product}Admin only). pageNo from 1; pageSize is the requested size (shown
 * size plus 1, default 21), so page n starts at (n - 1) x (pageSize - 1). Only the keys named in
 * filterBy apply. sortBy is field|order pairs; detectedOn is the one sortable field. rrURLYN:
 * Remove Repeat URL; incldFP: Include False Positive URLs. Without dtTS the window is the last 30 days.
 */
export const superFeedQuerySchema = z
  .object({
    pageNo: wholeNumberParam(1, 100_000, 'Invalid pageNo').default(1),
    pageSize: wholeNumberParam(2, FEED_MAX_PAGE_SIZE, 'Invalid pageSize').default(
      SUPER_FEED_PAGE_SIZE_REQUESTED,
    ),
    filterBy: z
      .string()
      .check(storableText)
      .regex(new RegExp(`^(${SUPER_FEED_FILTER_KEYS.join('|')})(,(${SUPER_FEED_FILTER_KEYS.join('|')}))*$`), {
        error: `filterBy lists keys among ${SUPER_FEED_FILTER_KEYS.join(', ')}`,
      })
      .optional(),
    sortBy: z
      .string()
      .check(storableText)
      .regex(/^detectedOn\|(asc|desc)$/, { error: 'sortBy must be detectedOn|asc or detectedOn|desc' })
      .default(SUPER_FEED_DEFAULT_SORT),
    type: eventTypesParam.optional(),
    custId: customerIdParam.optional(),
    email: text,
    osCompName: text,
    brNm: text,
    dtTS: dateWindow.optional(),
    rrURLYN: yesNo.default(false),
    incldFP: yesNo.default(false),
  })
  .superRefine((query, ctx) => {
    for (const key of query.filterBy?.split(',') ?? []) {
      if (query[key as SuperFeedFilterKey] === undefined)
        ctx.addIssue({
          code: 'custom',
          message: `${key} is named in filterBy but has no value`,
          path: [key],
        });
    }
  });
export type SuperFeedQuery = z.input<typeof superFeedQuerySchema>;
export type ParsedSuperFeedQuery = z.output<typeof superFeedQuerySchema>;

export const superFeedResponseSchema = z.object({
  records: z.array(superFeedEventSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type SuperFeedResponse = z.infer<typeof superFeedResponseSchema>;
