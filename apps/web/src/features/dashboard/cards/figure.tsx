import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's headline number, with a line under it. */
export function Figure({ value, label, children }: { value: number; label: string; children?: ReactNode }) {
  return (
    <Stack gap={4} justify="center" h="100%">
      <Text data-figure fz={40} fw={700} lh={1} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('en-US')}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
