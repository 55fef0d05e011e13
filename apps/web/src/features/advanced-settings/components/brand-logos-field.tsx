import {
  BRAND_LOGO_BYTES_MAX,
  BRAND_LOGO_MESSAGES,
  BRAND_LOGO_TYPES,
  BRAND_LOGOS_MAX,
  type BrandLogoWrite,
} from '@baitwatch/contracts/brands/brand-logos';
import { ActionIcon, Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { readAsDataUrl } from '../../../lib/read-as-data-url.ts';

interface BrandLogosFieldProps {
  logos: BrandLogoWrite[];
  error?: string | null;
  onAdd: (logo: BrandLogoWrite) => void;
  onRemove: (index: number) => void;
  onError: (message: string) => void;
}

/**
 * Reference logos (decision 0065): the brand's pictures that kits copy. The extension compares the
 * pictures beside a sign-in form with them, so a kit that shows the brand only as a picture is caught.
 * Checked on choosing (type, size, count); the server redraws and hashes them on saving.
 */
export function BrandLogosField({ logos, error, onAdd, onRemove, onError }: BrandLogosFieldProps) {
  const errorId = useId();
  const choose = async (file: File | null) => {
    if (!file) return;
    if (logos.length >= BRAND_LOGOS_MAX) return onError(BRAND_LOGO_MESSAGES.tooMany);
    if (!BRAND_LOGO_TYPES.includes(file.type)) return onError(BRAND_LOGO_MESSAGES.notAnImage);
    if (file.size > BRAND_LOGO_BYTES_MAX) return onError(BRAND_LOGO_MESSAGES.tooLarge);
    try {
      onAdd({ name: file.name.slice(0, 100), image: await readAsDataUrl(file) });
    } catch {
      onError(BRAND_LOGO_MESSAGES.notAnImage);
    }
  };
  return (
    <Input.Wrapper
      label="Reference Logos"
      description="The brand's logos as phishing pages copy them: a page that shows one beside a sign-in form is recognized even when it never names the brand."
      error={error}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={6}>
        {logos.length === 0 ? (
          <Text size="sm" c="dimmed">
            No logos yet: pages are recognized by the brand's name, aliases and domains.
          </Text>
        ) : (
          <Group gap="sm">
            {logos.map((logo, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list's position is its identity here
              <Group key={index} gap={4} wrap="nowrap">
                {/* Logos are drawn for white sign-in cards: a white tile shows them as kits do, in dark mode too. */}
                <Box
                  p={6}
                  bd="1px solid var(--mantine-color-default-border)"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  bg="white"
                >
                  <Image
                    src={logo.image}
                    alt={logo.name || `Logo ${index + 1}`}
                    h={40}
                    w={64}
                    fit="contain"
                  />
                </Box>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove logo ${logo.name || index + 1}`}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Group>
        )}
        <Group gap="xs">
          <FileButton onChange={choose} accept={BRAND_LOGO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                w="fit-content"
                leftSection={<IconUpload size={14} aria-hidden />}
                disabled={logos.length >= BRAND_LOGOS_MAX}
                aria-describedby={error ? errorId : undefined}
              >
                Add logo
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            PNG, JPEG, GIF, WebP or SVG, up to 512 KB; at most {BRAND_LOGOS_MAX}.
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
