import '@mantine/charts/styles.css';
import { Grid } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { NotAuthorized } from '../../../components/not-authorized.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { scopeFromRoute } from '../../../lib/org-scope.ts';
import { useSession } from '../../../lib/session.ts';
import { DetectionAccuracyCard } from '../cards/detection-accuracy-card.tsx';
import { EventsCard, EventsTotalCard, VerifiedCard } from '../cards/event-cards.tsx';
import { BrowserTypeCard, DeviceCard, OsTypeCard } from '../cards/fleet-cards.tsx';
import { LiveDashboard } from '../cards/live-dashboard.tsx';
import { UrlUsersCard } from '../cards/url-users-card.tsx';
import { ActiveUsersCard, NewUsersCard, TotalUsersCard } from '../cards/user-cards.tsx';
import { ReportDownload } from '../components/report-download.tsx';

/**
 * /customers/{id}/dashboard and /tenants/{id}/dashboard (a Global View): the ten cards of spec doc 2
 * §2, each with its own call, refresh icon and error note (decision 0044 for the route and layout).
 */
export default function DashboardPage() {
  const params = useParams();
  const { search } = useLocation();
  const { selected } = useSession();
  const scope = scopeFromRoute(params, search);
  if (!scope) return <NotAuthorized />;
  const key = `${scope.kind}:${scope.id}:${scope.kind === 'tenants' ? scope.groupId : ''}`;
  return (
    <div key={key}>
      <LiveDashboard scope={scope} />
      <PageHeader
        title="Dashboard"
        description={selected?.displayName}
        actions={<ReportDownload scope={scope} />}
      />
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TotalUsersCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <NewUsersCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <ActiveUsersCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <EventsTotalCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <EventsCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <VerifiedCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BrowserTypeCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OsTypeCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DeviceCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <UrlUsersCard scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DetectionAccuracyCard scope={scope} />
        </Grid.Col>
      </Grid>
    </div>
  );
}
