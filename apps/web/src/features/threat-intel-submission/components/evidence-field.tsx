import { Checkbox, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';

interface EvidenceFieldProps {
  /** "Add Image" or "Add HTML". */
  label: string;
  accept: string;
  /** The upload's data URL prefix (the server reads it back). */
  dataUrlType: 'image/jpeg' | 'text/html';
  maxBytes: number;
  checked: boolean;
  /** What is chosen now: the event's own file or an upload (empty: nothing). */
  fileName: string;
  onCheck: (checked: boolean) => void;
  onFile: (dataUrl: string, name: string) => void;
}

const EXTENSIONS: Record<EvidenceFieldProps['dataUrlType'], RegExp> = {
  'image/jpeg': /\.(jpe?g)$/i,
  'text/html': /\.(html?)$/i,
};

/** Reads a file as base64 (FileReader's data URL), then labels it with the type the server expects. */
function readAsDataUrl(file: File, type: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      resolve(`data:${type};base64,${text.slice(text.indexOf(',') + 1)}`);
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Add Image / Add HTML (spec doc 2 §2): a checkbox, and an upload that replaces the event's own file,
 * which is chosen to start with. Unchecked, nothing is sent.
 */
export function EvidenceField(props: EvidenceFieldProps) {
  const { label, accept, dataUrlType, maxBytes, checked, fileName, onCheck, onFile } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (!EXTENSIONS[dataUrlType].test(file.name))
      return setProblem(`Choose a ${accept.split(',').slice(0, 2).join(' or ')} file`);
    if (file.size > maxBytes)
      return setProblem(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    onFile(await readAsDataUrl(file, dataUrlType), file.name);
  };
  return (
    <Stack gap={6}>
      <Checkbox label={label} checked={checked} onChange={(e) => onCheck(e.currentTarget.checked)} />
      {checked && (
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <FileInput
            aria-label={`${label}: upload`}
            placeholder={fileName || 'Choose a file'}
            accept={accept}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onChange={(file) => void choose(file)}
            error={problem}
            clearable={false}
            style={{ flex: 1 }}
          />
        </Group>
      )}
      {checked && fileName && (
        <Text size="xs" c="dimmed">
          Chosen: {fileName}
        </Text>
      )}
    </Stack>
  );
}
