import type { CustomerSignupResponse } from '@baitwatch/contracts/organizations/customer-signup';
import { ActionIcon, Anchor, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" w={80} c="dimmed">
        {label}
      </Text>
      <Code fz="sm" style={{ userSelect: 'all' }}>
        {value}
      </Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={`Copy ${label.toLowerCase()}`}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The status dialog's body after Create Customer (decision 0034): the spec's text, then the username
 * and the generated password, shown this once, and where the new admin signs in.
 */
export function CreatedCustomerCredentials({ created }: { created: CustomerSignupResponse }) {
  return (
    <Stack gap="sm">
      <Text>{created.message}</Text>
      <CopyableValue label="Username" value={created.username} />
      <CopyableValue label="Password" value={created.password} />
      <Text size="sm">
        Login page:{' '}
        <Anchor href={created.loginUrl} target="_blank" rel="noreferrer">
          {created.loginUrl}
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        This password is shown only now: copy it before closing. At the first sign-in the admin chooses a
        password of their own.
      </Text>
    </Stack>
  );
}
