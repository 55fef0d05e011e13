import { Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { openTab, TENANT_TABS, type TenantTab } from './tenant-tabs.ts';

interface FormPageProps {
  title: string;
  /** The MSP Center tab the return link and Cancel go back to. */
  returnTo: TenantTab;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** Below the form (the edit page's delete card). */
  after?: ReactNode;
}

/** The frame of the MSP Center's add and edit pages: heading, return link, fields, submit and Cancel. */
export function FormPage({ title, returnTo, submitLabel, busy, onSubmit, children, after }: FormPageProps) {
  const back = { to: paths.tenantAdmin, state: openTab(returnTo) };
  return (
    <>
      <Anchor
        component={Link}
        {...back}
        size="sm"
        mb="xs"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden /> Return to {TENANT_TABS[returnTo]}
      </Anchor>
      <PageHeader title={title} />
      <Stack maw={560} gap="lg">
        <Paper withBorder p="lg" radius="md" component="form" onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {children}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" component={Link} {...back}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {after}
      </Stack>
    </>
  );
}
