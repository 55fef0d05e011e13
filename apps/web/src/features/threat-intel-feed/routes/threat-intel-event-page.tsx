import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { THREAT_INTEL_MESSAGES as M } from '@baitwatch/contracts/threat-intel/messages';
import type { ThreatIntelEventDetail } from '@baitwatch/contracts/threat-intel/threat-intel-event';
import { AspectRatio, Image, Paper, Skeleton, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { DetailsTable } from '../../../domains/events/components/details-table.tsx';
import { EventActionsMenu } from '../../../domains/events/components/event-actions-menu.tsx';
import { EventDetailsLayout } from '../../../domains/events/components/event-details-layout.tsx';
import { EvidenceTabList } from '../../../domains/events/components/evidence-tabs.tsx';
import { ScreenshotPlaceholder } from '../../../domains/events/components/screenshot-placeholder.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useThreatIntelEvent } from '../api/get-threat-intel-event.ts';
import { threatIntelKeys } from '../api/get-threat-intel-events.ts';
import { ThreatStatus } from '../components/threat-status.tsx';
import { unverifyTarget } from '../model/unverify-target.ts';

const HtmlSourceView = lazy(() => import('../../../domains/events/components/html-source-view.tsx'));
const POSITIVE = /^[1-9]\d{0,9}$/;

/** /threat-intel-feed/{id} (spec doc 2 §2): one record's fields, its screenshot and HTML, Unverify. */
export default function ThreatIntelEventPage() {
  // The route's parameter is the record's id (the router names it eventId).
  const { eventId } = useParams();
  if (!eventId || !POSITIVE.test(eventId)) return <EmptyState title={M.noData} />;
  return <ThreatIntelEventView id={Number(eventId)} />;
}

/** A code with its lookup name, as "Name (CODE)". */
const named = (code: string | null, name: string | null) =>
  code ? (name ? `${name} (${code})` : code) : '—';

function ThreatIntelEventView({ id }: { id: number }) {
  const { role } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useThreatIntelEvent(id);
  const back = { to: paths.threatIntelFeed, label: EVENT_MESSAGES.returnToOverview };
  if (record.isError && record.error instanceof ApiError && record.error.status === 404)
    return (
      <EventDetailsLayout
        back={back}
        title="Threat Intel Event"
        query={{ isError: false, error: null, refetch: () => {} }}
        details={<EmptyState title={M.noData} />}
        evidence={null}
      />
    );
  const data = record.data;
  const target = data ? unverifyTarget(data) : null;
  return (
    <EventDetailsLayout
      back={back}
      title="Threat Intel Event"
      description={data?.threatURL}
      query={record}
      actions={
        target && (
          <EventActionsMenu
            role={role}
            view="threatIntel"
            event={target}
            onDone={() => {
              void queryClient.invalidateQueries({ queryKey: threatIntelKeys.all });
              navigate(paths.threatIntelFeed);
            }}
          />
        )
      }
      details={data ? <DetailsTable rows={rowsOf(data)} /> : <Skeleton height={320} radius="md" />}
      evidence={data ? <EvidenceTabs record={data} /> : <Skeleton height={320} radius="md" />}
    />
  );
}

function rowsOf(r: ThreatIntelEventDetail) {
  return [
    ['Opened', formatDateTime(r.threatDetectedOn)],
    ['Brand', r.detectedBrands.join(', ') || '—'],
    ['Status', <ThreatStatus key="status" isVerified={r.isVerified} />],
    ['IP', r.threatIPAddress ?? '—'],
    [
      'Url',
      <Text key="url" size="sm" style={{ wordBreak: 'break-all' }}>
        {r.threatURL}
      </Text>,
    ],
    ['Industry', named(r.industry, r.names.industry)],
    ['Country', named(r.country, r.names.country)],
    ['State', named(r.state, r.names.state)],
    ['City', named(r.city, r.names.city)],
  ] as const;
}

/** The Screenshot and HTML tabs; the files came inline with the record. */
function EvidenceTabs({ record }: { record: ThreatIntelEventDetail }) {
  return (
    <Tabs defaultValue="screenshot" keepMounted={false}>
      <EvidenceTabList withVisionAnalysis={false} />
      <Tabs.Panel value="screenshot">
        <AspectRatio ratio={16 / 10}>
          {record.screenshot ? (
            <Image
              src={record.screenshot}
              alt="Screenshot of the phishing page"
              fit="contain"
              bg="var(--mantine-color-default-hover)"
            />
          ) : (
            <ScreenshotPlaceholder label="No screenshot" />
          )}
        </AspectRatio>
      </Tabs.Panel>
      <Tabs.Panel value="html">
        {record.html ? (
          <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
            <Suspense fallback={<Skeleton height={320} />}>
              <HtmlSourceView source={record.html} />
            </Suspense>
          </Paper>
        ) : (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed" role="status">
              {M.htmlMissing}
            </Text>
          </Paper>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
