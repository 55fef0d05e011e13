import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import {
  type ImportListCsvResponse,
  LIST_CSV_MAX_ROWS,
  type RefusedRow,
} from '@baitwatch/contracts/settings/list-csv';
import { LIST_CSV_MESSAGES } from '@baitwatch/contracts/settings/messages';
import { badRequest } from '../../http/errors.ts';
import { csvOf, csvRows } from '../../lib/csv.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { type ListKind, listKinds } from './list-kinds.ts';
import { settingsListsRepository } from './settings-lists.repository.ts';

type CsvList = 'domains' | 'blockedUrls';

/**
 * CSV export and import of an organization's allowed domains and blocked URLs (beyond the
 * spec; decision 0035): a TenantAdmin for its tenant's organizations, the provider for any. Each row
 * is judged by the add page's rules; the valid ones are added in one transaction, each audited as an
 * add, and every refused row is reported with the rule's message.
 */
export function listCsvService(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const repo = settingsListsRepository(ctx.database.db);
  const kinds = listKinds(repo);
  const audit = ctx.auditLog;
  const { policy } = ctx;

  async function organizationOf(user: SessionUser, customerId: number) {
    policy.requireRole(user, PROVIDER_ROLE, 'TenantAdmin');
    return policy.customer(user, customerId);
  }

  return {
    async exportCsv(list: CsvList, user: SessionUser, customerId: number): Promise<string> {
      const kind: ListKind = kinds[list];
      const rows = await kind.table.list(await organizationOf(user, customerId));
      return csvOf(
        [kind.field, 'addedBy', 'created'],
        rows.map((row) => [kind.shown(row.value), row.displayName, row.created.toISOString()]),
      );
    },

    async importCsv(
      list: CsvList,
      user: SessionUser,
      customerId: number,
      csv: string,
    ): Promise<ImportListCsvResponse> {
      const kind: ListKind = kinds[list];
      const org = await organizationOf(user, customerId);
      const lines = csvRows(csv).map((cells, index) => ({ row: index + 1, value: (cells[0] ?? '').trim() }));
      if (lines[0] && lines[0].value.toLowerCase() === kind.field) lines.shift();
      const values = lines.filter((line) => line.value !== '');
      if (values.length === 0) throw badRequest(LIST_CSV_MESSAGES.empty);
      if (values.length > LIST_CSV_MAX_ROWS) throw badRequest(LIST_CSV_MESSAGES.tooLarge);

      // Duplicates count against the list and the rows above, as stored values.
      const seen = (await kind.table.list(org)).map((row) => row.value);
      const refused: RefusedRow[] = [];
      const accepted: { row: number; value: string; stored: string }[] = [];
      for (const line of values) {
        const reason = kind.problem(line.value, seen);
        if (reason) {
          refused.push({ ...line, reason });
          continue;
        }
        const stored = kind.normalize(line.value);
        seen.push(stored);
        accepted.push({ ...line, stored });
      }

      // Builds its own list of late duplicates: a transaction's work may run again (db/conflicts.ts).
      const late = await ctx.database.db.transaction(async (tx) => {
        const taken: RefusedRow[] = [];
        for (const item of accepted) {
          const row = await kind.table.add(tx, org, { displayName: user.name, value: item.stored });
          // Added by another admin since the list was read.
          if (!row) {
            taken.push({ row: item.row, value: item.value, reason: kind.messages.duplicate });
            continue;
          }
          await audit.record(tx, user, {
            action: kind.actions.add,
            place: inOrganization(org),
            target: kind.shown(item.stored),
            after: { [kind.field]: kind.shown(item.stored), source: 'CSV import' },
          });
        }
        return taken;
      });
      const added = accepted.length - late.length;
      refused.push(...late);
      refused.sort((a, b) => a.row - b.row);
      return { message: LIST_CSV_MESSAGES.imported(added, refused.length), added, refused };
    },
  };
}
