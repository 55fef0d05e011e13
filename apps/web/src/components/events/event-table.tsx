import { Skeleton, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column of a feed's list: its heading, its width (none: it takes what is left) and its cell. */
export interface EventColumn<T> {
  /** Names the column among its table's (React key). */
  id: string;
  header: ReactNode;
  width?: number | string;
  /** The column that takes the remaining width and cuts its text (the URL), instead of widening the table. */
  shrinks?: boolean;
  /** Icon columns (a menu, the details arrow) centre their heading and cells. */
  align?: 'center';
  cell: (row: T) => ReactNode;
}

interface EventTableProps<T> {
  columns: readonly EventColumn<T>[];
  rows: readonly T[];
  loading: boolean;
  rowKey: (row: T) => string | number;
}

const SKELETON_ROWS = Array.from({ length: 8 }, (_, index) => index);

/** A feed's list view: the columns' headings, then the rows, or skeleton rows while the page loads. */
export function EventTable<T>({ columns, rows, loading, rowKey }: EventTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} w={column.width} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? SKELETON_ROWS.map((index) => (
                <Table.Tr key={index}>
                  <Table.Td colSpan={columns.length}>
                    <Skeleton height={34} radius="sm" />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.id} maw={column.shrinks ? 0 : undefined} ta={column.align}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
