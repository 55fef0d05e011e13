import { Button, Checkbox, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { readAsDataUrl } from '../../../lib/read-as-data-url.ts';

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

/** Reads a file as base64, labelled with the type the server expects. */
async function readAsTypedDataUrl(file: File, type: string): Promise<string> {
  const text = await readAsDataUrl(file);
  return `data:${type};base64,${text.slice(text.indexOf(',') + 1)}`;
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
    onFile(await readAsTypedDataUrl(file, dataUrlType), file.name);
  };
  return (
    <Stack gap={6}>
      <Checkbox label={label} checked={checked} onChange={(e) => onCheck(e.currentTarget.checked)} />
      {checked && (
        <Group gap="sm" wrap="nowrap" pl={30}>
          <FileButton onChange={(file) => void choose(file)} accept={accept}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconFileUpload size={14} aria-hidden />}
              >
                {fileName ? 'Replace with a file' : 'Upload a file'}
              </Button>
            )}
          </FileButton>
          <Text size="sm">{fileName ? `Chosen: ${fileName}` : 'No file chosen'}</Text>
        </Group>
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert" pl={30}>
          {problem}
        </Text>
      )}
    </Stack>
  );
}
