import type { DashboardSeries } from '@baitwatch/contracts/dashboard/dashboard-cards';
import type { ThreatStatsResponse } from '@baitwatch/contracts/dashboard/threat-stats';
import { VERIFY_LEGENDS } from '@baitwatch/contracts/dashboard/verify-events';
import type { ReportPeriod } from '@baitwatch/contracts/reports/report-period';
import type { AuthorizedOrganizations } from '../../auth/authorized.ts';
import type { DashboardService } from '../dashboard/dashboard.service.ts';
import type { DashboardCardsService } from '../dashboard/dashboard-cards.service.ts';
import type { LicensesService } from '../licenses/licenses.service.ts';
import type { reportsRepository } from './reports.repository.ts';

// A report's figures for one period, read through the dashboard's, License Management's and the
// feed chart's own services over their aggregates (never a copy of their SQL): what the console
// shows for the same window is what the PDF prints.

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

export interface PeriodFigures {
  period: ReportPeriod;
  /** Events per day and status, as the Events card (spec doc 2 §2). */
  events: DashboardSeries;
  verified: number;
  unverified: number;
  newUsers: number;
  /** Threats detected per day, top threat URLs and top targeted users, as the feed's chart (spec doc 1 §3). */
  threats: ThreatStatsResponse;
  /** Brands of the detections triaged in the period: confirmed phish and false positives. */
  topBrands: { brand: string; confirmed: number; falsePositives: number }[];
  triage: { triaged: number; medianSeconds: number | null; meanSeconds: number | null };
  coverage: { licensed: number | null; deployed: number; activeInMonth: number };
}

/** The services whose figures a report prints. */
export interface FigureServices {
  dashboard: DashboardService;
  dashboardCards: DashboardCardsService;
  licenses: LicensesService;
}

export async function periodFigures(
  services: FigureServices,
  repo: ReturnType<typeof reportsRepository>,
  organizations: AuthorizedOrganizations,
  period: ReportPeriod,
): Promise<PeriodFigures> {
  const from = day(period.start);
  const to = day(period.end);
  const lastDay = new Date(period.end.getTime() - DAY_MS);
  const days = Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS);
  const [cards, threats, coverage, licensed, triage] = await Promise.all([
    services.dashboardCards.periodFigures(organizations, from, to),
    // The chart counts [start, end] with its end included: the period's last millisecond.
    services.dashboard.threatsIn(organizations, period.start, new Date(period.end.getTime() - 1), days),
    services.licenses.coverage(organizations, to, `${day(lastDay).slice(0, 7)}-01`),
    repo.licensedSeats(organizations),
    repo.timeToTriage(organizations, period.start, period.end),
  ]);
  const tally = (legend: string) =>
    cards.verified.records.find((r) => r.legend === legend)?.values.count ?? 0;
  return {
    period,
    events: cards.events,
    verified: tally(VERIFY_LEGENDS.verified),
    unverified: tally(VERIFY_LEGENDS.unverified),
    newUsers: cards.newUsers.total,
    threats,
    topBrands: cards.detectionAccuracy.byBrand
      .map((b) => ({
        brand: b.legend,
        confirmed: b.triaged - b.falsePositives,
        falsePositives: b.falsePositives,
      }))
      .sort((a, b) => b.confirmed - a.confirmed || a.brand.localeCompare(b.brand)),
    triage,
    coverage: { licensed, deployed: coverage.deployed, activeInMonth: coverage.activeInMonth },
  };
}
