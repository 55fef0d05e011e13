import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';

const PANEL_HEIGHT = 220;

interface PushPanelFrameProps<T> {
  testId: string;
  icon: (size: number) => ReactNode;
  title: string;
  addLabel: string;
  onAdd: () => void;
  description: ReactNode;
  query: UseQueryResult<T>;
  fetchFailed: string;
  /** The settings the answer lists (an empty list shows `empty`). */
  items: (data: T) => readonly unknown[];
  empty: { title: string; description: string };
  /** The table's head cells and its rows. */
  head: ReactNode;
  rows: (data: T) => ReactNode;
  minWidth: number;
  /** Below the table (the webhooks' payload documentation). */
  footer?: ReactNode;
  /** What the panel opens (forms, dialogs). */
  children?: ReactNode;
}

/**
 * What the webhooks and syslog panels share (SOC Integration): a titled panel with its "Add" button and
 * what it does, then the scope's settings as a table, or a loading, failed or empty state in its place.
 */
export function PushPanelFrame<T>(props: PushPanelFrameProps<T>) {
  const { query } = props;
  return (
    <Paper withBorder p="lg" radius="md" data-testid={props.testId} mih={PANEL_HEIGHT}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            {props.icon(20)}
            <Title order={2} fz="h4">
              {props.title}
            </Title>
          </Group>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
        {!query.isSuccess ? (
          <QueryFallback query={query} title={props.fetchFailed} height={96} />
        ) : props.items(query.data).length === 0 ? (
          <EmptyState icon={props.icon(28)} title={props.empty.title} description={props.empty.description} />
        ) : (
          <Table.ScrollContainer minWidth={props.minWidth}>
            <Table verticalSpacing="sm" fz="sm">
              <Table.Thead>
                <Table.Tr>{props.head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>{props.rows(query.data)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {props.footer}
      </Stack>
      {props.children}
    </Paper>
  );
}
