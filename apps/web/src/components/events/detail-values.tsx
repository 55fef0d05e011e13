import { Select, Text } from '@mantine/core';

/** The reported address as text: a phishing link is never made clickable. */
export function EventUrlText({ url }: { url: string }) {
  return (
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {url}
    </Text>
  );
}

/** The AI model that judged the event, in the spec's read-only dropdown. */
export function AiModelField({ modelCode }: { modelCode: string | null }) {
  return (
    <Select
      aria-label="AI Model"
      readOnly
      data={modelCode ? [modelCode] : []}
      value={modelCode}
      placeholder="—"
      size="xs"
      w={160}
    />
  );
}
