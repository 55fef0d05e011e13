import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import { describe, expect, it } from 'vitest';
import { pdfText, pdfTextByStream } from '../../test/pdf-text.ts';
import { groupPolicyGuide } from './group-policy-guide.ts';

const INPUT = {
  productName: 'Bluefin Guard',
  organizationName: 'Acme One',
  customerId: 7,
  licenseKey: 'BW-ABCDEF123456',
  serverUrl: 'https://console.example.test',
  stores: {
    chrome: {
      id: 'kbehmanemaaphhkgggpabalcfapdpoib',
      updateUrl: 'https://clients2.google.com/service/update2/crx',
    },
    edge: {
      id: 'cjomognnnjnpjmfpgnbcffhamiieifek',
      updateUrl: 'https://edge.microsoft.com/extensionwebstorebase/v1/crx',
    },
  },
  generatedAt: new Date('2026-03-01T10:00:00Z'),
  installerFileName: 'bluefin-guard-deploy-acme01.ps1',
  supportEmail: 'help@bluefin.test',
};

describe('the group policy instructions', () => {
  it('keep each heading on the page of its text (never alone at the foot of a page)', async () => {
    for (const organizationName of ['Acme One', `Acme ${'Very Long Name '.repeat(8)}`]) {
      const pages = pdfTextByStream(await groupPolicyGuide({ ...INPUT, organizationName, compress: false }));
      for (const lines of pages) {
        const last = lines.at(-1) ?? '';
        expect([
          'Mac OSX',
          '1. Deploy with a computer start-up script',
          '2. What the installer sets',
          '3. Check',
          '4. Remove or replace',
        ]).not.toContain(last);
      }
      const mac = pages.find((lines) => lines.includes('Mac OSX'));
      expect(mac?.join(' ')).toContain('help@bluefin.test');
    }
  });

  it("carry the organization's license key and server address in the steps", async () => {
    const pdf = await groupPolicyGuide({ ...INPUT, compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Bluefin Guard browser extension');
    expect(text).toContain('Group Policy deployment for Acme One');
    // The key and the address, each on its own line, in the facts and again in the steps.
    expect(text.filter((line) => line === 'BW-ABCDEF123456')).toHaveLength(2);
    expect(text.filter((line) => line === 'https://console.example.test')).toHaveLength(2);
    const all = text.join(' ').replace(/\s+/g, ' ');
    expect(all).toContain('Download the Windows installer bluefin-guard-deploy-acme01.ps1');
    expect(all).toContain(
      'Computer Configuration > Policies > Windows Settings > Scripts (Startup/Shutdown) > Startup > PowerShell Scripts',
    );
    expect(text).toContain('HKLM\\SOFTWARE\\Policies\\Google\\Chrome\\ExtensionInstallForcelist');
    expect(text).toContain(
      'kbehmanemaaphhkgggpabalcfapdpoib;https://clients2.google.com/service/update2/crx',
    );
    expect(text).toContain(
      'HKLM\\SOFTWARE\\Policies\\Microsoft\\Edge\\3rdparty\\extensions\\cjomognnnjnpjmfpgnbcffhamiieifek\\policy',
    );
    expect(all).toContain('-Remove');
    expect(all).toContain(DEPLOYMENT_MESSAGES.macContactSupport('help@bluefin.test'));
  });

  it('reads the same compressed, as it is served', async () => {
    const plain = pdfText(await groupPolicyGuide({ ...INPUT, compress: false }));
    const served = await groupPolicyGuide(INPUT);
    expect(served.toString('latin1')).toContain('/FlateDecode');
    expect(pdfText(served)).toEqual(plain);
  });
});
