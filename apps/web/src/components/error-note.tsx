import { Alert, Button, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorLines } from '../lib/api-error.ts';

interface ErrorNoteProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

/** An inline error: the generic handler's lines (the error list, else the message) and an optional retry. */
export function ErrorNote({ error, title, onRetry }: ErrorNoteProps) {
  const lines = errorLines(error);
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
    >
      {lines.length === 1 ? (
        <div>{lines[0]}</div>
      ) : (
        <List size="sm">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
