import {
  CONFIG_COPY_PART_NAMES,
  changeCount,
  LIST_COPY_PARTS,
  type TargetChanges,
} from '@baitwatch/contracts/settings/config-copy';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';

/** One organization's changes: the entries its lists gain, and each setting from now to after. */
function TargetCard({ target, done }: { target: TargetChanges; done: boolean }) {
  const count = changeCount(target);
  const lists = LIST_COPY_PARTS.filter((list) => target.added[list].length > 0);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={target.organizationName}>
      <Group justify="space-between" mb={count > 0 ? 'sm' : 0} wrap="nowrap">
        <Title order={3} fz="h5">
          {target.organizationName}
        </Title>
        <Badge variant="light" color={count === 0 ? 'gray' : done ? 'teal' : 'blue'}>
          {count === 0
            ? 'Already the same'
            : `${count} ${count === 1 ? 'change' : 'changes'}${done ? ' made' : ''}`}
        </Badge>
      </Group>
      <Stack gap="xs">
        {lists.map((list) => (
          <Text size="sm" key={list} style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {CONFIG_COPY_PART_NAMES[list]} added:
            </Text>{' '}
            {target.added[list].join(', ')}
          </Text>
        ))}
        {target.changed.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Setting</Table.Th>
                  <Table.Th>{done ? 'Was' : 'Now'}</Table.Th>
                  <Table.Th>{done ? 'Is' : 'After the copy'}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {target.changed.map((change) => (
                  <Table.Tr key={change.setting}>
                    <Table.Td>{change.setting}</Table.Td>
                    <Table.Td>{change.from}</Table.Td>
                    <Table.Td>{change.to}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** The preview, or what a copy did: a card per organization, those that change first. */
export function ConfigCopyChanges({ targets, done }: { targets: TargetChanges[]; done: boolean }) {
  const ordered = [...targets].sort((a, b) => Number(changeCount(b) > 0) - Number(changeCount(a) > 0));
  return (
    <Stack gap="sm">
      {ordered.map((target) => (
        <TargetCard key={target.customerId} target={target} done={done} />
      ))}
    </Stack>
  );
}
