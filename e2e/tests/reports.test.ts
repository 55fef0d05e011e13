import { readFileSync } from 'node:fs';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi } from './incidents-fixtures.ts';
import { signIn, waitForShell } from './support/console.ts';

// Scheduled reports from the dashboard: any past month's PDF downloads on demand (decision 0074).

describe('reports', () => {
  test("the dashboard downloads the last month's report as a PDF", async ({ baseUrl, page }) => {
    const customerId = await (await consoleApi(baseUrl, 'customer')).organizationId(
      'Contoso Pharmaceuticals',
    );
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/customers/${customerId}/dashboard`);
    await waitForShell(page);
    const period = page.getByRole('combobox', { name: 'Report period' });
    await period.waitFor();
    await expect.poll(() => period.inputValue()).toMatch(/^[A-Z][a-z]+ \d{4}/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^baitwatch-report-contoso-pharmaceuticals-\d{4}-\d{2}\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});
