import { Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './page-header.tsx';

/** Where the return link and Cancel lead: a page, the navigation state that opens its tab, a label. */
export interface FormPageBack {
  to: string;
  state?: unknown;
  label: string;
}

interface FormPageProps {
  title: string;
  description?: ReactNode;
  back: FormPageBack;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** Below the form (the edit page's delete card). */
  after?: ReactNode;
  /** The button back without saving (the brand policy form's is "Close"). */
  cancelLabel?: string;
}

/** The frame of the add and edit pages: return link, heading, fields, submit and Cancel. */
export function FormPage({
  title,
  description,
  back,
  submitLabel,
  busy,
  onSubmit,
  children,
  after,
  cancelLabel = 'Cancel',
}: FormPageProps) {
  const link = { to: back.to, state: back.state };
  return (
    <>
      <Anchor
        component={Link}
        {...link}
        size="sm"
        mb="xs"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden /> {back.label}
      </Anchor>
      <PageHeader title={title} description={description} />
      <Stack maw={560} gap="lg">
        <Paper withBorder p="lg" radius="md" component="form" onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {children}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" component={Link} {...link}>
                {cancelLabel}
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
