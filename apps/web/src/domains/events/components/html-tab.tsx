import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { Paper, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useStorageBlob } from '../api/get-storage-blob.ts';

const HtmlSourceView = lazy(() => import('./html-source-view.tsx'));

interface HtmlTabProps {
  /** The storage/blob address of the page HTML; null when none was stored. */
  url: string | null;
  /**
   * The super feed says "HTML not available" for a page without HTML; the incident details treat
   * every miss as a failure ("Error in loading HTML content"), as the spec words them.
   */
  missingText?: string;
}

const loading = <Skeleton height={320} radius="sm" aria-label="Loading HTML" />;

/** The HTML tab: the page source as text in a read-only code view, or the spec's message. */
export function HtmlTab({ url, missingText = EVENT_MESSAGES.htmlLoadError }: HtmlTabProps) {
  const source = useStorageBlob(url);
  if (url !== null && source.isPending) return loading;
  if (url === null || source.isError) {
    const missing = url === null || (source.error instanceof ApiError && source.error.status === 404);
    return (
      <Paper withBorder p="xl" ta="center">
        <Text c="dimmed" role="status">
          {missing ? missingText : EVENT_MESSAGES.htmlLoadError}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
      <Suspense fallback={loading}>
        <HtmlSourceView source={source.data ?? ''} />
      </Suspense>
    </Paper>
  );
}
