import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of a details table: its label and its value (plain text, or a control of its own). */
export type DetailsRow = readonly [label: string, value: ReactNode];

/** An event's details as label and value lines (the details pages' left column). */
export function DetailsTable({ rows }: { rows: readonly DetailsRow[] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={130}>{label}</Table.Th>
            <Table.Td>{typeof value === 'string' ? <Text size="sm">{value}</Text> : value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
