import type { ReportScansRequest, ReportScansResponse } from '@baitwatch/contracts/extension/report-scans';
import type { InstallPrincipal } from '../../../auth/install-principal.ts';
import type { AppDeps } from '../../../deps.ts';
import { badRequest } from '../../../http/errors.ts';
import { scansRepository } from './scans.repository.ts';

export function scansService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const repo = scansRepository(deps.database.db);
  return {
    async report(install: InstallPrincipal, input: ReportScansRequest): Promise<ReportScansResponse> {
      const now = deps.clock.now().getTime();
      // Keep the last value per hour when a batch repeats one.
      const byHour = new Map<number, number>();
      input.periods.forEach((p, i) => {
        const start = new Date(p.periodStart).getTime();
        if (start > now) throw badRequest(`periods.${i}.periodStart: must not be in the future`);
        byHour.set(start, Math.max(byHour.get(start) ?? 0, p.count));
      });
      const periods = [...byHour].map(([start, count]) => ({ periodStart: new Date(start), count }));
      await repo.upsert(install.customerId, install.installId, periods, deps.clock.now());
      return { stored: periods.length };
    },
  };
}
