import { Anchor, Center, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { useBranding } from '../api/get-branding.ts';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

/** The logged-out frame: this host's branding, the form, and the Support and free-trial links. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const branding = useBranding();
  // The `trial` query parameter is accepted for the spec's address format, but only the server's own
  // trial address is ever shown: a login page must not render links that anyone can put in its URL.
  const trialUrl = branding.data?.trialUrl ?? null;
  const supportHref = branding.data?.supportEmail
    ? `mailto:${branding.data.supportEmail}`
    : branding.data?.supportUrl;
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={420} gap="lg">
        <Center h={48}>
          {branding.isPending ? (
            <Skeleton h={36} w={180} />
          ) : (
            <BrandLogo branding={branding.data} height={40} />
          )}
        </Center>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Title order={1} fz="h3" mb="lg">
            {title}
          </Title>
          {children}
        </Paper>
        <Group justify="center" gap="lg">
          {supportHref && (
            <Anchor href={supportHref} size="sm" target="_blank" rel="noreferrer">
              Support
            </Anchor>
          )}
          {trialUrl && (
            <Anchor href={trialUrl} size="sm" target="_blank" rel="noreferrer">
              Start a free trial
            </Anchor>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
