import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import { Tabs } from '@mantine/core';
import { IconHandClick, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useCustomerDetails } from '../../../domains/organizations/api/get-customer-details.ts';
import { useSession } from '../../../lib/session.ts';
import { useServerAddress } from '../api/get-server-address.ts';
import { AutomaticTab } from './automatic-tab.tsx';
import { ManualTab } from './manual-tab.tsx';
import { ServerAddressNotice } from './server-address-notice.tsx';

type DeploymentTab = 'automatic' | 'manual';

/** The customer detail view's tabs (spec doc 2 §2): Automatic (the default) and Manual. */
export function OrganizationDeployment({ customerId }: { customerId: number }) {
  const { role } = useSession();
  const details = useCustomerDetails(customerId);
  // Shown with the details, never after them: the notice above the tabs' content does not push it down.
  const address = useServerAddress();
  const [tab, setTab] = useState<DeploymentTab>('automatic');
  const canRotate = role === PROVIDER_ROLE || role === 'TenantAdmin';
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as DeploymentTab)} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="automatic" leftSection={<IconRocket size={16} aria-hidden />}>
          Automatic
        </Tabs.Tab>
        <Tabs.Tab value="manual" leftSection={<IconHandClick size={16} aria-hidden />}>
          Manual
        </Tabs.Tab>
      </Tabs.List>
      {details.isSuccess && !address.isPending ? (
        <>
          <ServerAddressNotice data={address.data} />
          <Tabs.Panel value="automatic">
            <AutomaticTab details={details.data} canRotate={canRotate} />
          </Tabs.Panel>
          <Tabs.Panel value="manual">
            <ManualTab details={details.data} />
          </Tabs.Panel>
        </>
      ) : (
        // About the Automatic tab's height, so the page does not jump when the details arrive.
        <QueryFallback
          query={details}
          title={DEPLOYMENT_MESSAGES.couldNotGetDetails}
          height={620}
          maw={860}
        />
      )}
    </Tabs>
  );
}
