import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { AspectRatio, Box, Image, Skeleton, Text } from '@mantine/core';
import { useStorageBlob } from '../api/get-storage-blob.ts';
import { ScreenshotPlaceholder } from './screenshot-placeholder.tsx';

interface BlobImageProps {
  /** The storage/blob address of the image; null when the event has none. */
  url: string | null;
  alt: string;
  /** Under the placeholder, the spec's "NO DATA" (the details tabs); the grid cards show the image alone. */
  withNoData?: boolean;
  ratio?: number;
}

/**
 * An event image read through storage/blob. It keeps its box while loading (no layout jump) and
 * falls back to the placeholder image when there is none, or its file could not be read.
 */
export function BlobImage({ url, alt, withNoData = false, ratio = 16 / 10 }: BlobImageProps) {
  const image = useStorageBlob(url);
  if (url !== null && image.isPending) {
    return (
      <AspectRatio ratio={ratio}>
        <Skeleton aria-label="Loading image" />
      </AspectRatio>
    );
  }
  if (url === null || image.isError || !image.data) {
    return (
      <Box pos="relative">
        <AspectRatio ratio={ratio}>
          <ScreenshotPlaceholder label={withNoData ? null : `${alt}: no screenshot`} />
        </AspectRatio>
        {withNoData && (
          <Text pos="absolute" bottom={12} left={0} right={0} ta="center" fw={700} c="dimmed" role="status">
            {EVENT_MESSAGES.noData}
          </Text>
        )}
      </Box>
    );
  }
  return (
    <AspectRatio ratio={ratio}>
      <Image src={image.data} alt={alt} fit="contain" bg="var(--mantine-color-default-hover)" />
    </AspectRatio>
  );
}
