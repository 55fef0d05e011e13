import { getOrganization, signUpOrganization } from '@baitwatch/contracts/organizations/calls';
import { getAlertConfig } from '@baitwatch/contracts/settings/extension-settings-calls';
import { listAllowedDomains } from '@baitwatch/contracts/settings/list-calls';
import { z } from 'zod';
import type { ConsoleSession } from './console-session.ts';

// The organization the benchmark's extension registers with: a new direct customer, made through the
// console API as the provider (Create Customer), so it has the spec's default settings (no allowed
// domains, no blocked URLs, incidents reported and alerted) and, like every organization, the demo's
// baseline brand policies. A demo organization would carry the demo's allowed domains and switches.

/** The alert config's switches the run reports (read loosely: the contract grows while detection changes). */
const switchesSchema = z.looseObject({
  isGFormScanningEnabled: z.boolean(),
  reportSuspiciousPages: z.boolean().optional(),
  extn_settings: z.array(z.object({ type: z.string(), report: z.boolean(), alert: z.boolean() })),
});

export interface BenchOrganization {
  id: number;
  name: string;
  licenseKey: string;
  /** What the run measured against, in words (the report says it). */
  settings: string;
}

export async function createBenchOrganization(api: ConsoleSession): Promise<BenchOrganization> {
  // Unique per run, so a reused server (--server) takes another one.
  const stamp = Date.now().toString(36);
  const name = `Detection Bench ${stamp}`;
  const created = await api.call(signUpOrganization, {
    body: {
      organizationName: name,
      subDomain: `detection-bench-${stamp}`,
      firstName: 'Detection',
      lastName: 'Bench',
      email: `bench-${stamp}@detection-bench.test`,
      isMSP: false,
      noOfUsers: 10,
      licenseType: 'PHISHPROTSUITE',
    },
  });
  const id = created.customerId;
  if (id === null) throw new Error('Create Customer made no organization');
  const params = { id };
  const { licenseKey } = await api.call(getOrganization, { params });
  const alerts = await api.call({ ...getAlertConfig, response: switchesSchema }, { params });
  const allowed = await api.call(listAllowedDomains, { params });
  const switches = alerts.extn_settings
    .map((s) => `${s.type} ${s.report ? 'reported' : 'not reported'}${s.alert ? ' and alerted' : ''}`)
    .join(', ');
  return {
    id,
    name,
    licenseKey,
    settings: `${allowed.list.length} allowed domains; ${switches}; Google Form scanning ${alerts.isGFormScanningEnabled ? 'on' : 'off'}${
      alerts.reportSuspiciousPages === undefined
        ? ''
        : `; suspicious pages ${alerts.reportSuspiciousPages ? 'reported' : 'not reported'}`
    }`,
  };
}
