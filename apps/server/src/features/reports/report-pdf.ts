/// <reference path="../../types/svg-to-pdfkit.d.ts" />
import { REPORT_TOP_ROWS } from '@baitwatch/contracts/reports/constants';
import { periodLabel } from '@baitwatch/contracts/reports/report-period';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { brandsChart, coverageChart, eventsChart, threatsComparisonChart } from './report-charts.ts';
import type { PeriodFigures } from './report-figures.ts';
import { REPORT_FONTS } from './report-fonts.ts';
import { change, count, duration, share } from './report-format.ts';

export interface ReportInput {
  /** The tenant's whitelabel brand, else the product. */
  brandName: string;
  logo: Buffer | null;
  scopeName: string;
  /** A tenant's roll-up over its organizations, rather than one organization's report. */
  rollUp: boolean;
  organizationCount: number;
  current: PeriodFigures;
  previous: PeriodFigures;
  generatedAt: Date;
}

const MARGIN = 48;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#dee2e6';
const LOGO_BOX: [number, number] = [140, 40];

/** The report as a PDF: a title page of figures and charts, then the top lists, brands and coverage. */
export async function reportPdf(input: ReportInput): Promise<Buffer> {
  const { current, previous } = input;
  const [events, threats, brands, coverage] = await Promise.all([
    eventsChart(current),
    threatsComparisonChart(current, previous),
    brandsChart(current, REPORT_TOP_ROWS),
    coverageChart(current),
  ]);
  const kind = current.period.kind === 'month' ? 'Monthly' : 'Weekly';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${input.brandName} ${kind.toLowerCase()} report: ${input.scopeName}, ${periodLabel(current.period)}`,
      Author: input.brandName,
      CreationDate: input.generatedAt,
    },
  });
  doc.registerFont(REPORT_FONTS.regular.name, REPORT_FONTS.regular.path);
  doc.registerFont(REPORT_FONTS.bold.name, REPORT_FONTS.bold.path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const font = (bold: boolean, size: number, color = INK) =>
    doc
      .font(bold ? REPORT_FONTS.bold.name : REPORT_FONTS.regular.name)
      .fontSize(size)
      .fillColor(color);
  /** Starts a new page unless `height` points still fit: a block is never cut by a page break. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    room(60);
    doc.moveDown(0.6);
    font(true, 12).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  const svg = (markup: string, x: number, w: number) => {
    const natural = /width="([\d.]+)" height="([\d.]+)"/.exec(markup);
    const h = natural ? (w * Number(natural[2])) / Number(natural[1]) : w / 3;
    room(h);
    const y = doc.y;
    SVGtoPDF(doc, markup, x, y, {
      width: w,
      height: h,
      fontCallback: (_family: string, bold: boolean) =>
        bold ? REPORT_FONTS.bold.name : REPORT_FONTS.regular.name,
    });
    return { y, h };
  };
  /** A table with a bold header row; the first column takes what the others leave. */
  const table = (headers: string[], rows: string[][], widths: number[], x = MARGIN) => {
    const total = widths.reduce((a, b) => a + b, 0);
    const rowHeight = 15;
    room(rowHeight * Math.min(rows.length + 1, 6));
    const line = (cells: string[], bold: boolean) => {
      if (doc.y + rowHeight > bottom()) doc.addPage();
      const y = doc.y;
      let cx = x;
      cells.forEach((cell, i) => {
        // One line, cut with an ellipsis: a long address would otherwise wrap at its '?' onto the next row.
        font(bold, 9, bold ? MUTED : INK).text(cell, cx + 2, y + 3, {
          width: (widths[i] ?? 0) - 4,
          height: rowHeight - 4,
          align: i === 0 ? 'left' : 'right',
          lineBreak: false,
          ellipsis: true,
        });
        cx += widths[i] ?? 0;
      });
      doc
        .moveTo(x, y + rowHeight)
        .lineTo(x + total, y + rowHeight)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.x = x;
      doc.y = y + rowHeight;
    };
    line(headers, true);
    for (const row of rows) line(row, false);
  };

  // The header: the tenant's logo (or its brand name) and the title.
  if (input.logo) {
    try {
      doc.image(input.logo, MARGIN, MARGIN, { fit: LOGO_BOX });
    } catch {
      // A logo PDFKit cannot draw (GIF, WebP) leaves the brand name alone in the header.
    }
  }
  font(true, 10, MUTED).text(input.brandName, MARGIN, MARGIN + 12, { width, align: 'right' });
  doc.y = MARGIN + LOGO_BOX[1] + 14;
  font(true, 20).text(`${kind} report: ${input.scopeName}`, MARGIN, doc.y, { width });
  font(false, 11, MUTED).text(
    `${periodLabel(current.period)}, compared with ${periodLabel(previous.period)}. ` +
      (input.rollUp ? `All ${count(input.organizationCount)} organizations of the tenant. ` : '') +
      'Days are UTC.',
    { width },
  );

  heading('Key figures');
  const threatsOf = (f: PeriodFigures) => f.threats.threatsDetected.totalRecordCount;
  const figure = (
    label: string,
    now: number | null,
    before: number | null,
    show = (n: number | null) => (n === null ? '–' : count(n)),
  ) => [label, show(now), show(before), change(now, before)];
  table(
    ['', 'This period', 'Previous', 'Change'],
    [
      figure('Events', current.events.total, previous.events.total),
      figure('Threats detected', threatsOf(current), threatsOf(previous)),
      figure('Verified events', current.verified, previous.verified),
      figure('Unverified events', current.unverified, previous.unverified),
      figure('Detections triaged', current.triage.triaged, previous.triage.triaged),
      [
        'Median time to triage',
        duration(current.triage.medianSeconds),
        duration(previous.triage.medianSeconds),
        '',
      ],
      figure('New extension users', current.newUsers, previous.newUsers),
      figure('Active users (month)', current.coverage.activeInMonth, previous.coverage.activeInMonth),
    ],
    [width * 0.4, width * 0.18, width * 0.18, width * 0.24],
  );

  heading('Events per day');
  const eventsBox = svg(events, MARGIN, width);
  doc.y = eventsBox.y + eventsBox.h;
  heading('Threats detected per day, against the previous period');
  const threatsBox = svg(threats, MARGIN, width);
  doc.y = threatsBox.y + threatsBox.h;

  heading('Top targeted users');
  const top = <T>(rows: T[]) => rows.slice(0, REPORT_TOP_ROWS);
  table(
    ['User', 'Threats'],
    top(current.threats.topVulnerable).map((r) => [r.email, count(r.count)]),
    [width * 0.8, width * 0.2],
  );
  if (current.threats.topVulnerable.length === 0)
    font(false, 9, MUTED).text('No targeted users in this period.');

  heading('Top threats');
  table(
    ['Address', 'Detections'],
    top(current.threats.topThreats).map((r) => [r.url, count(r.count)]),
    [width * 0.8, width * 0.2],
  );
  if (current.threats.topThreats.length === 0) font(false, 9, MUTED).text('No threats in this period.');

  heading('Top impersonated brands');
  if (current.topBrands.length === 0)
    font(false, 9, MUTED).text('No detections were triaged in this period.');
  else {
    const box = svg(brands, MARGIN, width * 0.6);
    doc.y = box.y + box.h;
  }

  heading('Time to triage');
  table(
    ['', 'This period', 'Previous'],
    [
      ['Detections triaged', count(current.triage.triaged), count(previous.triage.triaged)],
      ['Median', duration(current.triage.medianSeconds), duration(previous.triage.medianSeconds)],
      ['Mean', duration(current.triage.meanSeconds), duration(previous.triage.meanSeconds)],
    ],
    [width * 0.4, width * 0.2, width * 0.2],
  );

  heading('Extension coverage');
  const c = current.coverage;
  table(
    ['', 'Users', 'Share'],
    [
      ['Licensed seats', c.licensed === null ? 'No cap' : count(c.licensed), ''],
      ['Deployed (registered by the period’s end)', count(c.deployed), share(c.deployed, c.licensed)],
      ['Active in the month', count(c.activeInMonth), share(c.activeInMonth, c.licensed ?? c.deployed)],
    ],
    [width * 0.5, width * 0.2, width * 0.2],
  );
  doc.moveDown(0.5);
  const coverageBox = svg(coverage, MARGIN, width * 0.6);
  doc.y = coverageBox.y + coverageBox.h;

  // Every page's foot: what made it, when, and where it is in the report.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Written inside the bottom margin, which PDFKit would otherwise answer with a new page.
    doc.page.margins.bottom = 0;
    font(false, 8, MUTED).text(
      `${input.brandName} · generated ${input.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · page ${i + 1} of ${range.count}`,
      MARGIN,
      doc.page.height - MARGIN + 14,
      { width, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return done;
}
