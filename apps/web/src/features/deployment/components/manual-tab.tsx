import type { CustomerDetails } from '@baitwatch/contracts/organizations/customer-details';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { CopyValue } from '../../../components/copy-value.tsx';
import { manualSteps } from '../model/manual-steps.ts';
import { ExtensionPackage } from './extension-package.tsx';

/** The Manual tab (spec doc 1 §2 "Manual Deployment"): registering with an organization email and its code. */
export function ManualTab({ details }: { details: CustomerDetails }) {
  const steps = manualSteps(details.skin, details.licenseKey);
  return (
    <Stack gap="lg">
      <ExtensionPackage details={details} />
      <Paper withBorder p="lg" radius="md" maw={860}>
        <Title order={2} fz="h4" mb={4}>
          Manual Deployment
        </Title>
        <Text size="sm" c="dimmed" mb="lg">
          Each person registers the extension on their own browser with their organization email.
        </Text>
        <Timeline
          active={steps.length}
          bulletSize={26}
          lineWidth={2}
          component="ol"
          aria-label="Manual deployment steps"
          // An ordered list for screen readers; the bullets show the numbers.
          style={{ listStyle: 'none', margin: 0 }}
        >
          {steps.map((step, index) => (
            <Timeline.Item
              key={step.title}
              component="li"
              bullet={
                <Text size="xs" fw={700} aria-hidden>
                  {index + 1}
                </Text>
              }
              title={<Text fw={600}>{step.title}</Text>}
            >
              <Stack gap={6}>
                <Text size="sm">{step.body}</Text>
                {step.value && <CopyValue value={step.value} label="license key" />}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}
