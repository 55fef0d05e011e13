import { EVENT_STATUS_LABELS } from '@baitwatch/contracts/events/event-types';
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { PeriodFigures } from './report-figures.ts';
import { REPORT_FONTS } from './report-fonts.ts';

// The report's charts: Vega-Lite specifications rendered to SVG in Node (no browser, no canvas; text
// widths are estimated), then placed on the page by svg-to-pdfkit as vectors. The colours are the
// console's (Mantine's shades the dashboard cards use), so a chart reads the same in both.

const STATUS_COLORS: Record<string, string> = {
  [EVENT_STATUS_LABELS.aiSuspicious]: '#fd7e14',
  [EVENT_STATUS_LABELS.verifiedPhish]: '#f03e3e',
  [EVENT_STATUS_LABELS.reportedPhish]: '#be4bdb',
  [EVENT_STATUS_LABELS.productVerified]: '#e64980',
  [EVENT_STATUS_LABELS.googleFormPassword]: '#fab005',
  [EVENT_STATUS_LABELS.unknown]: '#868e96',
  [EVENT_STATUS_LABELS.legit]: '#12b886',
};
const BLUE = '#228be6';
const GREY = '#adb5bd';
const TEAL = '#12b886';
const RED = '#f03e3e';

/** Width of a chart on the page, in SVG pixels (svg-to-pdfkit scales to the width it is given). */
const WIDTH = 640;

const config = {
  font: REPORT_FONTS.regular.name,
  background: 'white',
  view: { stroke: null },
  axis: {
    labelFontSize: 10,
    titleFontSize: 10,
    labelColor: '#52606d',
    titleColor: '#52606d',
    gridColor: '#e9ecef',
  },
  // Four to a row: a legend as wide as the chart would be drawn past the page's edge.
  legend: { labelFontSize: 10, titleFontSize: 10, orient: 'bottom', direction: 'horizontal', columns: 4 },
} as const;

async function toSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile({ ...spec, config } as TopLevelSpec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Events per day, stacked by status: the dashboard's Events card over the period. */
export function eventsChart(current: PeriodFigures): Promise<string> {
  const values = current.events.series.flatMap((s) =>
    s.values.count.map((count, i) => ({ day: current.events.xaxis[i], status: s.legend, count })),
  );
  const legends = current.events.series.map((s) => s.legend);
  return toSvg({
    width: WIDTH,
    height: 110,
    data: {
      values: values.length ? values : current.events.xaxis.map((day) => ({ day, status: '', count: 0 })),
    },
    mark: { type: 'bar' },
    encoding: {
      x: {
        field: 'day',
        type: 'ordinal',
        title: null,
        axis: { labelAngle: -45, labelExpr: 'slice(datum.value, 5)' },
      },
      y: { field: 'count', type: 'quantitative', title: 'Events', stack: 'zero', axis: { tickMinStep: 1 } },
      color: {
        field: 'status',
        title: null,
        scale: { domain: legends, range: legends.map((l) => STATUS_COLORS[l] ?? BLUE) },
        legend: legends.length ? {} : null,
      },
    },
  });
}

/** Threats detected per day of the period, this period against the one before, day by day. */
export function threatsComparisonChart(current: PeriodFigures, previous: PeriodFigures): Promise<string> {
  const line = (f: PeriodFigures, label: string) =>
    f.threats.threatsDetected.records.map((r, i) => ({
      day: i + 1,
      label,
      threats: r.verified + r.suspicious,
    }));
  const labels = ['This period', 'Previous period'];
  return toSvg({
    width: WIDTH,
    height: 120,
    data: { values: [...line(current, labels[0]!), ...line(previous, labels[1]!)] },
    mark: { type: 'line', point: { size: 14 }, strokeWidth: 1.5 },
    encoding: {
      x: {
        field: 'day',
        type: 'quantitative',
        title: 'Day of the period',
        scale: { domain: [1, Math.max(current.threats.threatsDetected.records.length, 2)], nice: false },
        axis: { tickMinStep: 1 },
      },
      y: { field: 'threats', type: 'quantitative', title: 'Threats', axis: { tickMinStep: 1 } },
      color: { field: 'label', title: null, scale: { domain: labels, range: [RED, GREY] } },
    },
  });
}

/** The brands most impersonated, confirmed against false positives (a horizontal bar each). */
export function brandsChart(current: PeriodFigures, rows: number): Promise<string> {
  const brands = current.topBrands.slice(0, rows);
  const values = brands.flatMap((b) => [
    { brand: b.brand, kind: 'Confirmed', count: b.confirmed },
    { brand: b.brand, kind: 'False positive', count: b.falsePositives },
  ]);
  return toSvg({
    width: WIDTH * 0.42,
    height: { step: 16 },
    data: { values },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'brand', type: 'nominal', title: null, sort: brands.map((b) => b.brand) },
      x: {
        field: 'count',
        type: 'quantitative',
        title: 'Triaged detections',
        stack: 'zero',
        axis: { tickMinStep: 1 },
      },
      color: {
        field: 'kind',
        title: null,
        scale: { domain: ['Confirmed', 'False positive'], range: [RED, GREY] },
      },
    },
  });
}

/** Licensed seats, deployed extension users and active users, side by side. */
export function coverageChart(current: PeriodFigures): Promise<string> {
  const { licensed, deployed, activeInMonth } = current.coverage;
  const values = [
    ...(licensed === null ? [] : [{ what: 'Licensed', users: licensed }]),
    { what: 'Deployed', users: deployed },
    { what: 'Active', users: activeInMonth },
  ];
  return toSvg({
    width: WIDTH * 0.42,
    height: { step: 18 },
    data: { values },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'what', type: 'nominal', title: null, sort: values.map((v) => v.what) },
      x: { field: 'users', type: 'quantitative', title: 'Users', axis: { tickMinStep: 1 } },
      color: {
        field: 'what',
        legend: null,
        scale: { domain: ['Licensed', 'Deployed', 'Active'], range: [GREY, BLUE, TEAL] },
      },
    },
  });
}
