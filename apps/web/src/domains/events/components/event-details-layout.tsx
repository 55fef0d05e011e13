import { Anchor, Grid } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNote } from '../../../components/error-note.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

interface EventDetailsLayoutProps {
  /** The list this page came from, and the spec's words for going back to it. */
  back: { to: string; label: string };
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The details read, for its failure and retry. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The left column: the details table (or its skeleton while loading). */
  details: ReactNode;
  /** The right column: the evidence tabs (or their skeleton). */
  evidence: ReactNode;
}

/** A details page of one event: the way back, the heading with its actions, details beside evidence. */
export function EventDetailsLayout({
  back,
  title,
  description,
  actions,
  query,
  details,
  evidence,
}: EventDetailsLayoutProps) {
  return (
    <>
      <Anchor
        component={Link}
        to={back.to}
        size="sm"
        mb="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden />
        {back.label}
      </Anchor>
      <PageHeader title={title} description={description} actions={actions} />
      {query.isError ? (
        <ErrorNote error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 5 }}>{details}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>{evidence}</Grid.Col>
        </Grid>
      )}
    </>
  );
}
