import { Box, Button, Group, Text } from '@mantine/core';
import { IconArrowUp, IconRefresh } from '@tabler/icons-react';
import type { NewIncidents } from './use-new-incidents.ts';

/** The bar's height, kept whether it offers anything or not: the rows below never move when it does. */
const BAR_HEIGHT = 36;

export const newIncidentsLabel = (count: number) =>
  count === 1 ? '1 new incident' : `${count.toLocaleString('en-US')} new incidents`;

/**
 * The quiet bar above a feed (decision 0072): it says how many incidents arrived since the rows were
 * fetched, and shows them when asked (a button: the pointer or the keyboard), instead of pushing rows
 * down under the reader. Screen readers hear the count through the live region.
 */
export function LiveUpdatesBar({ updates }: { updates: NewIncidents }) {
  const { count, missed, connected, show } = updates;
  return (
    <Box mb="xs" role="status" aria-live="polite" style={{ height: BAR_HEIGHT }}>
      {count > 0 ? (
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconArrowUp size={16} aria-hidden />}
          onClick={show}
        >
          {newIncidentsLabel(count)}: show
        </Button>
      ) : missed ? (
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={show}
        >
          Updates may have been missed while offline: refresh
        </Button>
      ) : (
        <Group gap={6} h={BAR_HEIGHT} wrap="nowrap">
          <Box w={8} h={8} bg={connected ? 'teal.6' : 'gray.5'} style={{ borderRadius: '50%' }} aria-hidden />
          <Text size="sm" c="dimmed">
            {connected ? 'Live: new incidents are announced here' : 'Connecting to live updates…'}
          </Text>
        </Group>
      )}
    </Box>
  );
}
