import { API_KEY_MAX_DAYS } from '@baitwatch/contracts/api-keys/constants';
import type { GenerateApiKeyBody, GenerateApiKeyResponse } from '@baitwatch/contracts/api-keys/expiry-date';
import { API_KEY_MESSAGES } from '@baitwatch/contracts/api-keys/messages';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconKey } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyValue } from '../../../components/copy-value.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const PANEL_HEIGHT = 188;

interface ApiKeyPanelProps {
  title: string;
  description: string;
  /** The key and its expiry, null when none was generated. */
  query: UseQueryResult<{ key: string | null; expiry: string | null }>;
  generate: UseMutationResult<GenerateApiKeyResponse, Error, GenerateApiKeyBody>;
  fetchFailed: string;
  generateFailed: string;
  testId: string;
}

/**
 * An API key panel (spec doc 2 §4 "API key display"): the key hidden until "Click to show API key",
 * a prompt when there is none, Generate with the expiry date (the new key is shown at once).
 */
export function ApiKeyPanel({
  title,
  description,
  query,
  generate,
  fetchFailed,
  generateFailed,
  testId,
}: ApiKeyPanelProps) {
  const [shown, setShown] = useState(false);
  const [expiryDate, setExpiryDate] = useState(day(365));
  const onGenerate = () =>
    generate.mutate(
      { expiryDate },
      {
        onSuccess: () => {
          setShown(true);
          notifySuccess(API_KEY_MESSAGES.generated);
        },
        onError: (error) => notifyError(error, generateFailed),
      },
    );
  return (
    <Paper withBorder p="lg" radius="md" data-testid={testId} mih={PANEL_HEIGHT}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconKey size={20} aria-hidden />
          <Title order={2} fz="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {!query.isSuccess ? (
          <QueryFallback query={query} title={fetchFailed} height={64} />
        ) : query.data.key === null ? (
          <Text size="sm" data-testid={`${testId}-none`}>
            {API_KEY_MESSAGES.noKey}
          </Text>
        ) : shown ? (
          <Stack gap={4}>
            <CopyValue value={query.data.key} label="API key" />
            <Text size="sm" c="dimmed">
              Expires on {query.data.expiry}
            </Text>
          </Stack>
        ) : (
          <Group gap="sm">
            <Text ff="monospace" size="sm" aria-label="Hidden API key">
              ••••••••••••••••••••••••
            </Text>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={() => setShown(true)}
            >
              {API_KEY_MESSAGES.showKey}
            </Button>
          </Group>
        )}
        <Group gap="sm" align="flex-end">
          <TextInput
            type="date"
            label="Expiry date"
            value={expiryDate}
            min={day(1)}
            max={day(API_KEY_MAX_DAYS)}
            onChange={(event) => setExpiryDate(event.currentTarget.value)}
            w={180}
          />
          <Button onClick={onGenerate} loading={generate.isPending} disabled={!expiryDate}>
            Generate
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
