import { Box, Container, Group, Skeleton } from '@mantine/core';
import { PageSkeleton } from '../../components/page-skeleton.tsx';

/** The shell's outline while the session loads: the same top bar height, so nothing jumps. */
export function ShellSkeleton() {
  return (
    <Box aria-busy="true">
      <Group
        h={60}
        px="md"
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="md">
          <Skeleton h={28} w={130} />
          <Skeleton h={34} w={260} visibleFrom="sm" />
        </Group>
        <Skeleton h={34} w={140} />
      </Group>
      <Container size="xl" py="md">
        <PageSkeleton />
      </Container>
    </Box>
  );
}
