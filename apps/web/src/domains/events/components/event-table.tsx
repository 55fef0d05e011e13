import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './event-table.module.css';

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
    <div className={classes.scroller}>
      <table className={classes.table} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} style={{ width: column.width, textAlign: column.align }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? SKELETON_ROWS.map((index) => (
                <tr key={index}>
                  <td colSpan={columns.length}>
                    <Skeleton height={34} radius="sm" />
                  </td>
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      style={{ maxWidth: column.shrinks ? 0 : undefined, textAlign: column.align }}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
