import {
  BRAND_POLICY_MESSAGES,
  BRAND_POLICY_PAGE_SIZE,
  type BrandPolicy,
} from '@baitwatch/contracts/brands/brand-policy';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { Pager } from '../../../components/pager.tsx';
import { paths } from '../../../lib/paths.ts';
import { useBrandPolicies } from '../api/get-brand-policies.ts';
import { useBrandPoliciesTotal } from '../api/get-brand-policies-total.ts';
import { brandPolicyFormState } from './brand-policy-form-state.ts';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Aliases as the grid shows them; a partial match is marked with an asterisk. */
const aliasesOf = (policy: BrandPolicy) =>
  policy.alias.map((alias) => (alias.isPartialMatch ? `${alias.value}*` : alias.value)).join(', ');

/**
 * Baseline Brand Policies (doc 2 §2): Total Brands, search over brand, alias and domain, the Active
 * filter (checked: active ones only; unchecked: all, decision 0038), pages of 11, and the form.
 */
export function BrandPoliciesTab() {
  const [search, setSearch] = useState('');
  const [activeOnly, setActiveOnly] = useState(true);
  const [page, setPage] = useState(1);
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const total = useBrandPoliciesTotal();
  const policies = useBrandPolicies({
    ...(term ? { srchTxt: term } : {}),
    ...(activeOnly ? { isActive: 'true' } : {}),
    offset: (page - 1) * BRAND_POLICY_PAGE_SIZE,
    pageSize: BRAND_POLICY_PAGE_SIZE,
  });
  const matching = policies.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={500} aria-live="polite">
          {total.isPending ? <Skeleton width={120} height={16} /> : `Total Brands: ${total.data ?? '—'}`}
        </Text>
        <Button
          component={Link}
          to={paths.brandPolicyForm}
          state={brandPolicyFormState(null)}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add Brand Policy
        </Button>
      </Group>
      <Group align="flex-end" gap="md">
        <TextInput
          aria-label="Search brand policies"
          placeholder="Search Brand, Alias, Domain"
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Checkbox
          label="Active"
          checked={activeOnly}
          onChange={(event) => {
            setActiveOnly(event.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
      {policies.isError ? (
        <ErrorNote
          error={policies.error}
          title={BRAND_POLICY_MESSAGES.couldNotLoad}
          onRetry={() => policies.refetch()}
        />
      ) : policies.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading brand policies">
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} height={40} radius="sm" />
          ))}
        </Stack>
      ) : matching === 0 ? (
        <EmptyState
          title={BRAND_POLICY_MESSAGES.noResults}
          icon={<IconTags size={28} stroke={1.5} aria-hidden />}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {`${matching} ${matching === 1 ? 'result' : 'results'}`}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table
              striped
              verticalSpacing="sm"
              aria-label="Brand policies"
              style={{ opacity: policies.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Brand Name</Table.Th>
                  <Table.Th>Brand Alias</Table.Th>
                  <Table.Th>Brand Domain</Table.Th>
                  <Table.Th>Active</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {policies.data.list.map((policy) => (
                  <Table.Tr key={policy.id}>
                    <Table.Td fw={500}>{policy.brandName}</Table.Td>
                    <Table.Td maw={260} style={{ overflowWrap: 'anywhere' }}>
                      {aliasesOf(policy)}
                    </Table.Td>
                    <Table.Td maw={300} style={{ overflowWrap: 'anywhere' }}>
                      {policy.domain.map((domain) => domain.value).join(', ')}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="dot" color={policy.isActive ? 'teal' : 'gray'} radius="sm" tt="none">
                        {policy.isActive ? 'Yes' : 'No'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label="Edit" withArrow>
                        <ActionIcon
                          component={Link}
                          to={paths.brandPolicyForm}
                          state={brandPolicyFormState(policy)}
                          variant="subtle"
                          aria-label={`Edit ${policy.brandName}`}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager
            page={page}
            isLastPage={page * BRAND_POLICY_PAGE_SIZE >= matching}
            onPageChange={setPage}
            disabled={policies.isFetching}
            label="Brand policy pages"
          />
        </>
      )}
    </Stack>
  );
}
