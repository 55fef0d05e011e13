import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import {
  CONFIG_COPY_MAX_TARGETS,
  CONFIG_COPY_PART_NAMES,
  CONFIG_COPY_PARTS,
  type ConfigCopyPart,
  LIST_COPY_PARTS,
  PROVIDER_ONLY_COPY_PARTS,
} from '@baitwatch/contracts/settings/config-copy';
import { Checkbox, MultiSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** The parts a role may copy: the Advanced Settings ones are the provider's (decision 0040). */
export const copyablePartsFor = (role: Role): ConfigCopyPart[] =>
  CONFIG_COPY_PARTS.filter((part) => role === PROVIDER_ROLE || !PROVIDER_ONLY_COPY_PARTS.includes(part));

/** Organizations that may receive the copy, grouped by tenant: any but the source and TISOC ones. */
function targetOptions(customers: readonly PortalCustomer[], sourceId: number) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const entry of customers) {
    if (entry.kind !== 'organization' || entry.id === sourceId || entry.licenseType === 'TISOC') continue;
    const items = groups.get(entry.tenantName) ?? [];
    items.push({ value: String(entry.id), label: entry.organizationName });
    groups.set(entry.tenantName, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

interface ConfigCopyChoiceProps {
  role: Role;
  customers: readonly PortalCustomer[];
  sourceId: number;
  parts: ConfigCopyPart[];
  onPartsChange: (parts: ConfigCopyPart[]) => void;
  targets: string[];
  onTargetsChange: (targets: string[]) => void;
}

/** What to copy and where to: the parts as checkboxes, the organizations in a searchable list. */
export function ConfigCopyChoice(props: ConfigCopyChoiceProps) {
  const parts = copyablePartsFor(props.role);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="copy-parts-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="copy-parts-title">
            What to copy
          </Title>
          <Checkbox.Group
            value={props.parts}
            onChange={(value) => props.onPartsChange(value as ConfigCopyPart[])}
          >
            <Stack gap="xs" role="group" aria-labelledby="copy-parts-title">
              {parts.map((part) => (
                <Checkbox
                  key={part}
                  value={part}
                  label={CONFIG_COPY_PART_NAMES[part]}
                  description={
                    (LIST_COPY_PARTS as readonly string[]).includes(part)
                      ? 'Adds the entries an organization lacks; removes none.'
                      : "Replaces the organization's values."
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="copy-targets-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="copy-targets-title">
            To organizations
          </Title>
          <Text size="sm" c="dimmed">
            Organizations in your scope, except TISOC ones, which have no extension configuration.
          </Text>
          <MultiSelect
            label="Organizations"
            placeholder={props.targets.length === 0 ? 'Search organizations' : undefined}
            data={targetOptions(props.customers, props.sourceId)}
            value={props.targets}
            onChange={props.onTargetsChange}
            searchable
            clearable
            hidePickedOptions
            maxValues={CONFIG_COPY_MAX_TARGETS}
            nothingFoundMessage="No Organization found"
            comboboxProps={{ withinPortal: true }}
          />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
