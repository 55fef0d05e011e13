import type { ImportListCsvResponse } from '@baitwatch/contracts/settings/list-csv';
import { LIST_CSV_MESSAGES } from '@baitwatch/contracts/settings/messages';
import { Button, FileButton, Group, Modal, Table, Text } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { breakableUrl, WRAP_ANYWHERE } from '../../../components/breakable-url.tsx';
import { notifyError } from '../../../components/notify.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';

interface ListCsvActionsProps {
  customerId: number;
  /** The download's name: allowed-domains, blocked-urls. */
  fileName: string;
  exportCsv: (customerId: number) => Promise<string>;
  importCsv: UseMutationResult<ImportListCsvResponse, Error, { customerId: number; body: { csv: string } }>;
}

/**
 * Export CSV and Import CSV of a list (beyond the spec, decision 0035), for a TenantAdmin or the provider.
 * An import ends with its report: how many rows were added, and each refused row with the reason.
 */
export function ListCsvActions({ customerId, fileName, exportCsv, importCsv }: ListCsvActionsProps) {
  const [exporting, setExporting] = useState(false);
  const [report, setReport] = useState<ImportListCsvResponse | null>(null);

  const download = async () => {
    setExporting(true);
    try {
      downloadCsv(await exportCsv(customerId), fileName);
    } catch (error) {
      notifyError(error, LIST_CSV_MESSAGES.couldNotExport);
    } finally {
      setExporting(false);
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    importCsv.mutate(
      { customerId, body: { csv: await file.text() } },
      {
        onSuccess: setReport,
        onError: (error) => notifyError(error, LIST_CSV_MESSAGES.couldNotImport),
      },
    );
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        loading={exporting}
        onClick={download}
      >
        Export CSV
      </Button>
      <FileButton onChange={upload} accept=".csv,text/csv">
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            loading={importCsv.isPending}
          >
            Import CSV
          </Button>
        )}
      </FileButton>
      <Modal
        opened={report !== null}
        onClose={() => setReport(null)}
        title="CSV import"
        size="lg"
        centered
        // Its Close button answers it (and Escape), as the console's other result dialogs.
        withCloseButton={false}
      >
        <Text mb="sm">{report?.message}</Text>
        {report && report.refused.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.refused.map((refused) => (
                  <Table.Tr key={refused.row}>
                    <Table.Td>{refused.row}</Table.Td>
                    <Table.Td style={WRAP_ANYWHERE}>{breakableUrl(refused.value)}</Table.Td>
                    <Table.Td>{refused.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setReport(null)} data-autofocus>
            Close
          </Button>
        </Group>
      </Modal>
    </>
  );
}
