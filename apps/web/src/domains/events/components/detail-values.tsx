import { Select, Text } from '@mantine/core';

/** The reported address as text: a phishing link is never made clickable. */
export function EventUrlText({ url }: { url: string }) {
  return (
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {url}
    </Text>
  );
}

/**
 * The AI model that judged the event, in the spec's read-only select. It reads as Mantine's
 * read-only fields do: the filled variant's muted surface, no chevron (no list to open) and no
 * pointer; still a select (a combobox, marked readonly) with its value, as the spec names it.
 */
export function AiModelField({ modelCode }: { modelCode: string | null }) {
  return (
    <Select
      aria-label="AI Model"
      readOnly
      variant="filled"
      rightSection={null}
      styles={{ input: { cursor: 'default' } }}
      data={modelCode ? [modelCode] : []}
      value={modelCode}
      placeholder="—"
      size="xs"
      w={160}
    />
  );
}
