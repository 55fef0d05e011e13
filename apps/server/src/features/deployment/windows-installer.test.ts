import { describe, expect, it } from 'vitest';
import { type InstallerInput, psQuote, windowsInstaller } from './windows-installer.ts';

const CHROME_ID = 'kbehmanemaaphhkgggpabalcfapdpoib';
const EDGE_ID = 'cjomognnnjnpjmfpgnbcffhamiieifek';
const INPUT: InstallerInput = {
  productName: 'Baitwatch',
  organizationName: 'Acme One',
  customerId: 7,
  licenseKey: 'BW-ABCDEF123456',
  serverUrl: 'https://console.example.test',
  stores: {
    chrome: { id: CHROME_ID, updateUrl: 'https://clients2.google.com/service/update2/crx' },
    edge: { id: EDGE_ID, updateUrl: 'https://edge.microsoft.com/extensionwebstorebase/v1/crx' },
  },
  generatedAt: new Date('2026-03-01T10:00:00Z'),
};
const lines = (script: string) => script.slice(1).split('\r\n');

describe('the Windows installer', () => {
  const script = windowsInstaller(INPUT);

  it('is a UTF-8 file with a byte order mark and CRLF line ends (Windows PowerShell 5.1 reads it so)', () => {
    expect(script.charCodeAt(0)).toBe(0xfeff);
    expect(script.slice(1).replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(script.endsWith('\r\n')).toBe(true);
  });

  it("holds the organization's license key and the server address as literal strings", () => {
    expect(lines(script)).toContain("$LicenseKey = 'BW-ABCDEF123456'");
    expect(lines(script)).toContain("$ServerUrl = 'https://console.example.test'");
  });

  it('force-installs from the store and writes the managed policy, for Chrome and for Edge', () => {
    expect(lines(script)).toContain(
      `  @{ Name = 'Chrome'; Policies = 'HKLM:\\SOFTWARE\\Policies\\Google\\Chrome'; ExtensionId = '${CHROME_ID}'; UpdateUrl = 'https://clients2.google.com/service/update2/crx' },`,
    );
    expect(lines(script)).toContain(
      `  @{ Name = 'Edge'; Policies = 'HKLM:\\SOFTWARE\\Policies\\Microsoft\\Edge'; ExtensionId = '${EDGE_ID}'; UpdateUrl = 'https://edge.microsoft.com/extensionwebstorebase/v1/crx' }`,
    );
    expect(script).toContain('$forceList = "$($browser.Policies)\\ExtensionInstallForcelist"');
    expect(script).toContain(
      'Set-ForceList $forceList ($others + "$($browser.ExtensionId);$($browser.UpdateUrl)")',
    );
    expect(script).toContain(
      '$policy = "$($browser.Policies)\\3rdparty\\extensions\\$($browser.ExtensionId)"',
    );
    for (const name of ['licenseKey', 'serverUrl', 'osComputerName', 'osUuid'])
      expect(script).toMatch(
        new RegExp(`New-ItemProperty -Path \\$values -Name ${name} -Value .+ -PropertyType String -Force`),
      );
  });

  it("writes each signed-in person's OS user into their own hive from a sign-in task", () => {
    expect(script).toContain(
      `'SOFTWARE\\Policies\\Google\\Chrome\\3rdparty\\extensions\\${CHROME_ID}\\policy'`,
    );
    expect(script).toContain(
      `'SOFTWARE\\Policies\\Microsoft\\Edge\\3rdparty\\extensions\\${EDGE_ID}\\policy'`,
    );
    expect(script).toContain('$key = "Registry::HKEY_USERS\\$sid\\$target"');
    expect(script).toContain('-Name osUserId -Value "$($owner.Domain)\\$($owner.User)"');
    expect(script).toContain("$TaskName = 'Baitwatch extension user'");
    expect(script).toContain('$trigger = New-ScheduledTaskTrigger -AtLogOn');
  });

  it('needs administrator or SYSTEM, and takes everything off again with -Remove', () => {
    expect(script).toContain('param([switch]$Remove)');
    expect(script).toContain('[Security.Principal.WindowsBuiltInRole]::Administrator');
    expect(script).toContain('Unregister-ScheduledTask -TaskName $TaskName');
  });

  it('escapes quotes in the key and the address, so nothing in them runs', () => {
    const tricky = windowsInstaller({
      ...INPUT,
      licenseKey: "BW-'; Remove-Item C:\\ -Recurse; '",
      serverUrl: 'https://x.test/$(whoami)`n‘’',
    });
    expect(lines(tricky)).toContain("$LicenseKey = 'BW-''; Remove-Item C:\\ -Recurse; '''");
    expect(lines(tricky)).toContain("$ServerUrl = 'https://x.test/$(whoami)`n‘‘’’'");
  });

  it('refuses a line break in a value and keeps one out of its comments', () => {
    expect(() => psQuote('BW-1\r\nRemove-Item C:\\')).toThrow(/control character/);
    expect(() => windowsInstaller({ ...INPUT, serverUrl: 'https://a.test\n' })).toThrow();
    const named = windowsInstaller({ ...INPUT, organizationName: 'Acme\r\nRemove-Item C:\\' });
    expect(lines(named)[0]).toBe(
      '# Baitwatch browser extension: automatic deployment for Acme  Remove-Item C:\\',
    );
  });

  it('names the product by the skin', () => {
    const branded = windowsInstaller({ ...INPUT, productName: 'Bluefin Guard' });
    expect(lines(branded)[0]).toMatch(/^# Bluefin Guard browser extension/);
    expect(branded).toContain("$TaskName = 'BluefinGuard extension user'");
  });
});
