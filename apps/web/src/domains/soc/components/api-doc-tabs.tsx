import { SOC_DOCS_PATH } from '@baitwatch/contracts/enterprise-soc/constants';
import { Anchor, Code, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CopyValue } from '../../../components/copy-value.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useSession } from '../../../lib/session.ts';
import { useSocOpenApi } from '../api/soc-openapi.ts';
import { type ApiDocEntry, docPlaceholders, docTabs } from '../model/doc-tabs.ts';

const DOCS_HEIGHT = 640;

function ParamsTable({ rows, withRequired }: { rows: ApiDocEntry['queryParams']; withRequired?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Example</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.displayName}>
              <Table.Td>
                <Code>{row.displayName}</Code>
                {withRequired && row.required ? ' (required)' : ''}
              </Table.Td>
              <Table.Td>{row.desc}</Table.Td>
              <Table.Td>{row.example && <Code>{row.example}</Code>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DocTab({ entry }: { entry: ApiDocEntry }) {
  return (
    <Stack gap="md">
      <Text size="sm">{entry.tabDesc}</Text>
      <Stack gap={4}>
        <Title order={3} fz="h5">
          Example request
        </Title>
        <CopyValue value={entry.curlReq} label="curl request" />
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="h5">
          Header parameters
        </Title>
        <ParamsTable rows={entry.headerParams.map((h) => ({ ...h, required: true }))} />
      </Stack>
      {entry.queryParams.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="h5">
            Query parameters
          </Title>
          <ParamsTable rows={entry.queryParams} withRequired />
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} fz="h5">
          Response format
        </Title>
        <Code block data-testid="response-format">
          {entry.resposeFormat}
        </Code>
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="h5">
          Status codes
        </Title>
        <Table withTableBorder fz="sm" maw={640}>
          <Table.Tbody>
            {entry.responseStatusCodes.map((status) => (
              <Table.Tr key={status.code}>
                <Table.Td w={80}>
                  <Code>{status.code}</Code>
                </Table.Td>
                <Table.Td>{status.desc}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}

/** The API documentation tabs, generated from the SOC API's own OpenAPI document (never a copy). */
export function ApiDocTabs() {
  const { role } = useSession();
  const doc = useSocOpenApi();
  const [tab, setTab] = useState<string | null>(null);
  return (
    <Paper withBorder p="lg" radius="md" mih={DOCS_HEIGHT}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          API documentation
        </Title>
        <Text size="sm" c="dimmed">
          The full reference is at{' '}
          <Anchor href={SOC_DOCS_PATH} target="_blank" rel="noreferrer" underline="always">
            {SOC_DOCS_PATH}
          </Anchor>
          .
        </Text>
        {doc.isSuccess ? (
          <DocTabsList
            entries={docTabs(doc.data, role, docPlaceholders(new Date(), window.location.origin))}
            tab={tab}
            setTab={setTab}
          />
        ) : (
          <QueryFallback
            query={doc}
            title="Could not load the API documentation"
            height={DOCS_HEIGHT - 120}
          />
        )}
      </Stack>
    </Paper>
  );
}

function DocTabsList({
  entries,
  tab,
  setTab,
}: {
  entries: ApiDocEntry[];
  tab: string | null;
  setTab: (tab: string | null) => void;
}) {
  const current = entries.find((e) => e.tabId === tab)?.tabId ?? entries[0]?.tabId ?? null;
  return (
    <Tabs value={current} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        {entries.map((entry) => (
          <Tabs.Tab key={entry.tabId} value={entry.tabId}>
            {entry.tabName}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {entries.map((entry) => (
        <Tabs.Panel key={entry.tabId} value={entry.tabId}>
          <DocTab entry={entry} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
