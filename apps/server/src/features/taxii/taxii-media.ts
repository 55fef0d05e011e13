import { STIX_MEDIA_TYPE, TAXII_MEDIA_TYPE } from '@baitwatch/contracts/taxii/constants';

/** A media range of an Accept header, lower case: type, subtype and its version parameter. */
interface MediaRange {
  type: string;
  subtype: string;
  version: string | undefined;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  return header
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
      const [type = '', subtype = ''] = range.split('/');
      const param = (name: string) =>
        params
          .find((p) => p.startsWith(`${name}=`))
          ?.slice(name.length + 1)
          .replaceAll('"', '');
      return { type, subtype, version: param('version'), q: Number(param('q') ?? 1) };
    })
    .filter((r) => r.type && r.subtype && r.q > 0);
}

/** Whether a range admits a media type of ours (`application/<subtype>;version=2.1`). */
const admits = (range: MediaRange, subtype: string) =>
  (range.type === '*' && range.subtype === '*') ||
  (range.type === 'application' &&
    (range.subtype === '*' || (range.subtype === subtype && (range.version ?? '2.1') === '2.1')));

/**
 * The media type to answer in, or null (406): TAXII 2.1 answers application/taxii+json;version=2.1;
 * the objects of a collection may also be asked for as application/stix+json;version=2.1. No Accept
 * header, or one that admits anything, gets the TAXII type. A range without version is taken as 2.1.
 */
export function negotiated(accept: string | undefined, stixToo: boolean): string | null {
  if (!accept?.trim()) return TAXII_MEDIA_TYPE;
  const ranges = parseAccept(accept);
  if (ranges.some((r) => admits(r, 'taxii+json'))) return TAXII_MEDIA_TYPE;
  if (stixToo && ranges.some((r) => admits(r, 'stix+json'))) return STIX_MEDIA_TYPE;
  return null;
}

/** Whether a request body's Content-Type is TAXII 2.1's (what a POST of objects must send). */
export function isTaxiiContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [range] = parseAccept(contentType);
  return (
    range !== undefined &&
    range.type === 'application' &&
    range.subtype === 'taxii+json' &&
    range.version === '2.1'
  );
}
