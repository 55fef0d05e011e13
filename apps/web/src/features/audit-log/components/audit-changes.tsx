import type { AuditEntry } from '@baitwatch/contracts/audit/list-audit-log';
import { Text } from '@mantine/core';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** The changed fields of an entry, one line each: "phone: 5550001111 → 5550002222". */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const fields = Object.keys({ ...entry.before, ...entry.after });
  if (fields.length === 0)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <>
      {fields.map((field) => {
        const before = entry.before ? shown(entry.before[field]) : null;
        const after = entry.after ? shown(entry.after[field]) : null;
        return (
          <Text key={field} size="xs" style={{ overflowWrap: 'anywhere' }}>
            <Text span size="xs" c="dimmed">
              {field}:{' '}
            </Text>
            {before !== null && after !== null ? `${before} → ${after}` : (after ?? before)}
          </Text>
        );
      })}
    </>
  );
}
