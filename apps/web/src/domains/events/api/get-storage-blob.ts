import { storageBlobResponseSchema } from '@baitwatch/contracts/storage/storage-blob';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /storage/blob (its own base, spec doc 1 §7): one of an event's files. The events carry the
 * full address (screenshotURL, resizedScreenshotURL, markedScreenshotURL, pageContentURL); the
 * answer is data[0].data: an image as a data URL, the page HTML as text (shown as text only).
 */
export async function fetchStorageBlob(url: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest(url, { schema: storageBlobResponseSchema, signal });
  return answer.data[0]?.data ?? '';
}

export const storageBlobQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['storage-blob', url],
    queryFn: ({ signal }) => fetchStorageBlob(url, signal),
    // Evidence at an address does not change; the thumbnails of a grid page are fetched once.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });

/** An event file by its address; disabled (no request) when the event has none. */
export function useStorageBlob(url: string | null) {
  return useQuery({ ...storageBlobQueryOptions(url ?? ''), enabled: url !== null });
}
