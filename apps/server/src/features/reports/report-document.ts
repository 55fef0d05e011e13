import { previousPeriod, type ReportPeriod } from '@baitwatch/contracts/reports/report-period';
import { reportFileName } from '@baitwatch/contracts/reports/report-periods';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import type { BrandingService } from '../branding/branding.service.ts';
import type { FeatureContext } from '../context.ts';
import { type FigureServices, periodFigures } from './report-figures.ts';
import { reportPdf } from './report-pdf.ts';
import type { ReportScope } from './report-scope.ts';
import type { reportsRepository } from './reports.repository.ts';

export interface ReportTarget {
  scope: ReportScope;
  /** What the report reads, as the access policy allowed it. */
  organizations: AuthorizedOrganizations;
  tenantId: number;
}

/** What a report is made from: the figures' services and the tenant's branding. */
export type ReportSources = FeatureContext & FigureServices & { branding: BrandingService };

export interface ReportFile {
  fileName: string;
  body: Buffer;
  scopeName: string;
  brandName: string;
}

/** Makes one report: the figures of the period and the one before, whitelabelled, as a PDF. */
export function reportDocuments(ctx: ReportSources, repo: ReturnType<typeof reportsRepository>) {
  return async function make(target: ReportTarget, period: ReportPeriod): Promise<ReportFile> {
    const [current, previous, brand, scopeName] = await Promise.all([
      periodFigures(ctx, repo, target.organizations, period),
      periodFigures(ctx, repo, target.organizations, previousPeriod(period)),
      ctx.branding.reportBrand(target.tenantId),
      repo.scopeName(target.scope),
    ]);
    const body = await reportPdf({
      brandName: brand.brandName,
      logo: brand.logo,
      scopeName,
      rollUp: 'tenantId' in target.scope,
      organizationCount: target.organizations.ids.length,
      current,
      previous,
      generatedAt: ctx.clock.now(),
    });
    return {
      fileName: reportFileName(brand.brandName, scopeName, period.id),
      body,
      scopeName,
      brandName: brand.brandName,
    };
  };
}
