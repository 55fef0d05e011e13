import {
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  WHITELABEL_MESSAGES,
} from '@baitwatch/contracts/whitelabel/messages';
import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { readAsDataUrl } from '../../../lib/read-as-data-url.ts';

/** A chosen logo as the form holds it: base64 (a data URL, as the spec reads images), name and size. */
export interface ChosenLogo {
  dataUrl: string;
  fileName: string;
  size: number;
}

interface LogoFieldProps {
  /** The chosen file, else the stored logo (its address and size), else nothing. */
  chosen: ChosenLogo | null;
  stored: { url: string; fileName: string | null; size: number | null } | null;
  alt: string;
  error?: string | null;
  onChoose: (logo: ChosenLogo) => void;
  onError: (message: string) => void;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The logo upload (spec doc 1 §5 "Whitelabel"): images only, checked on choosing (type and size) with
 * the spec's messages; the server judges the bytes again. A preview and the size in kB.
 */
export function LogoField({ chosen, stored, alt, error, onChoose, onError }: LogoFieldProps) {
  const errorId = useId();
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type))
      return onError(WHITELABEL_MESSAGES.invalidFileType);
    if (file.size > LOGO_MAX_BYTES) return onError(WHITELABEL_MESSAGES.logoTooLarge);
    try {
      // Spec doc 1 §5: "Images are read as base64".
      onChoose({ dataUrl: await readAsDataUrl(file), fileName: file.name, size: file.size });
    } catch {
      onError(WHITELABEL_MESSAGES.errorReadingFile);
    }
  };
  const preview = chosen
    ? { src: chosen.dataUrl, caption: `${chosen.fileName} · ${kB(chosen.size)} (not saved yet)` }
    : stored
      ? {
          src: stored.url,
          caption: [stored.fileName, stored.size === null ? null : kB(stored.size)]
            .filter(Boolean)
            .join(' · '),
        }
      : null;
  return (
    <Input.Wrapper label="Logo" error={error} errorProps={{ id: errorId }}>
      <Stack gap="xs" mt={4}>
        <Box
          p="sm"
          bd="1px solid var(--mantine-color-default-border)"
          bg="var(--mantine-color-default)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {preview ? (
            <Stack gap={4}>
              <Image src={preview.src} alt={`${alt} logo`} h={48} w="auto" fit="contain" maw="100%" />
              <Text size="xs" c="dimmed">
                {preview.caption}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No logo uploaded yet: the brand name shows instead.
            </Text>
          )}
        </Box>
        <Group gap="xs">
          <FileButton onChange={choose} accept={LOGO_MIME_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                aria-describedby={error ? errorId : undefined}
              >
                {preview ? 'Change logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            PNG, JPEG, GIF or WebP, up to 1 MB (1024 kB).
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
