import '@mantine/charts/styles.css';
import { LICENSE_MESSAGES } from '@baitwatch/contracts/licenses/messages';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDeployedLicenses } from '../api/get-licenses-count.ts';
import { BrowsersChart } from '../components/browsers-chart.tsx';
import { GrowthChart } from '../components/growth-chart.tsx';
import { UserLicenseTable } from '../components/user-license-table.tsx';
import { type LicenseScope, scopeFromRoute } from '../model/license-scope.ts';

function DeployedLicenses({ scope }: { scope: LicenseScope }) {
  const count = useDeployedLicenses(scope);
  let figure = <Skeleton height={36} width={120} aria-label="Loading Deployed Licenses" />;
  if (count.isError)
    figure = (
      <Text c="red" role="alert">
        {LICENSE_MESSAGES.failedToLoadRecords}
      </Text>
    );
  else if (count.isSuccess)
    figure =
      count.data.count === 0 ? (
        <Text c="dimmed">{LICENSE_MESSAGES.noLicensesDeployed}</Text>
      ) : (
        <Text fz={32} fw={700} lh={1.1} data-testid="deployed-licenses">
          {count.data.count.toLocaleString('en-US')}
        </Text>
      );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Deployed Licenses" mih={96}>
      <Title order={2} fz="h5" c="dimmed" mb={6}>
        Deployed Licenses
      </Title>
      {figure}
    </Paper>
  );
}

/** License Management (doc 1 §2): the deployed count, its growth, the OS and browser split, and the users. */
export default function LicenseManagementPage() {
  const { selected } = useSession();
  const params = useParams();
  const { search } = useLocation();
  const scope = scopeFromRoute(params, search);
  const org = selected?.displayName ?? 'this organization';
  if (!scope) return <PageHeader title="License Management" description="malformed URL" />;
  return (
    <>
      <PageHeader title="License Management" description={org} />
      <Stack gap="md">
        <DeployedLicenses scope={scope} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <GrowthChart scope={scope} />
          <BrowsersChart scope={scope} />
        </SimpleGrid>
        <UserLicenseTable scope={scope} />
      </Stack>
    </>
  );
}
