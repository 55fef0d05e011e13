import { MANAGED_POLICY_VALUES } from '@baitwatch/contracts/deployment/managed-policy';

export interface ExtensionStore {
  /** The extension's id in the store (32 letters a to p). */
  id: string;
  /** The store's update address the browser installs from. */
  updateUrl: string;
}

export interface InstallerInput {
  /** The name the organization's people know the product by (the current skin). */
  productName: string;
  organizationName: string;
  customerId: number;
  licenseKey: string;
  /** The server's public address, handed to the extension. */
  serverUrl: string;
  stores: { chrome: ExtensionStore; edge: ExtensionStore };
  generatedAt: Date;
}

/** The two browsers and where their enterprise policies live (Chrome and Edge read the same layout). */
export const BROWSER_POLICY_KEYS = {
  chrome: { name: 'Chrome', policies: 'SOFTWARE\\Policies\\Google\\Chrome' },
  edge: { name: 'Edge', policies: 'SOFTWARE\\Policies\\Microsoft\\Edge' },
} as const;

/**
 * PowerShell reads all of these as a single quote inside a single-quoted string, not only the ASCII
 * one; each is doubled so that no text ends the string early.
 */
const SINGLE_QUOTES = /['\u2018\u2019\u201A\u201B]/g;

/** A PowerShell single-quoted string literal of `text`: nothing in it is expanded or run. */
export function psQuote(text: string): string {
  // A line break or other control character would also end a comment or a line of the script.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(text))
    throw new Error('A value for the installer holds a control character');
  return `'${text.replace(SINGLE_QUOTES, (quote) => quote + quote)}'`;
}

/** Text for a `#` comment line: control characters become spaces, so it cannot end the comment. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const commentText = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ');

/**
 * Runs as SYSTEM at every sign-in (a scheduled task the installer registers): writes the signed-in
 * person's OS user into the extension's policy in that person's hive, the one value a machine-wide
 * install cannot know. HKCU policies are not writable by the person, so they cannot change it.
 */
function userIdentityScript(input: InstallerInput): string[] {
  const targets = (['chrome', 'edge'] as const).map(
    (browser) =>
      `  ${psQuote(`${BROWSER_POLICY_KEYS[browser].policies}\\3rdparty\\extensions\\${input.stores[browser].id}\\policy`)}`,
  );
  return [
    '$Targets = @(',
    targets.join(',\r\n'),
    ')',
    'Get-CimInstance Win32_Process -Filter "Name=\'explorer.exe\'" | ForEach-Object {',
    '  $owner = Invoke-CimMethod -InputObject $_ -MethodName GetOwner',
    '  $sid = (Invoke-CimMethod -InputObject $_ -MethodName GetOwnerSid).Sid',
    '  if ($owner.User -and $sid) {',
    '    foreach ($target in $Targets) {',
    '      $key = "Registry::HKEY_USERS\\$sid\\$target"',
    '      if (-not (Test-Path $key)) { New-Item -Path $key -Force | Out-Null }',
    '      New-ItemProperty -Path $key -Name osUserId -Value "$($owner.Domain)\\$($owner.User)" -PropertyType String -Force | Out-Null',
    '    }',
    '  }',
    '}',
  ];
}

/**
 * The organization's Windows installer (decision 0042): a PowerShell script an admin runs as it is, by
 * hand, as an Intune platform script, a GPO computer start-up script or from an RMM tool, as
 * administrator or SYSTEM. For Chrome and Edge it adds the extension to ExtensionInstallForcelist (the
 * browser installs it from its store and keeps it installed) and writes the extension's managed
 * storage policy: license key, server address, computer name and machine UUID, plus each signed-in
 * person's OS user through a sign-in task. The extension then registers by itself
 * (POST /extension/v1/register/managed). `-Remove` takes all of it off again. Run again, it updates
 * its own entries in place and leaves every other policy as it was.
 *
 * Written for Windows PowerShell 5.1 (every supported Windows has it): CRLF line ends and a UTF-8
 * byte order mark, without which 5.1 reads the file in the machine's ANSI code page.
 */
export function windowsInstaller(input: InstallerInput): string {
  const [licenseKey, serverUrl] = MANAGED_POLICY_VALUES;
  const browsers = (['chrome', 'edge'] as const).map((browser) => {
    const { name, policies } = BROWSER_POLICY_KEYS[browser];
    const store = input.stores[browser];
    return `  @{ Name = ${psQuote(name)}; Policies = ${psQuote(`HKLM:\\${policies}`)}; ExtensionId = ${psQuote(store.id)}; UpdateUrl = ${psQuote(store.updateUrl)} }`;
  });
  const product = commentText(input.productName);
  const folder = input.productName.replace(/[^A-Za-z0-9]+/g, '') || 'Extension';
  const lines = [
    `# ${product} browser extension: automatic deployment for ${commentText(input.organizationName)}`,
    `# (organization ${input.customerId}), generated ${input.generatedAt.toISOString()} by ${commentText(input.serverUrl)}.`,
    '#',
    '# Run as administrator or SYSTEM, as it is:',
    '#   powershell.exe -NoProfile -ExecutionPolicy Bypass -File .\\<this file>',
    '# Intune: Devices > Scripts and remediations > Platform scripts (run in 64-bit PowerShell, not as the',
    '# signed-in user). Group Policy: Computer Configuration > Policies > Windows Settings > Scripts >',
    '# Startup > PowerShell Scripts. RMM tools: run it as SYSTEM. Add -Remove to take it off again.',
    '#',
    "# For Chrome and Edge it force-installs the extension from the browser's store",
    "# (ExtensionInstallForcelist) and hands it this organization's license key and server address",
    '# through its managed storage policy, so the extension registers by itself. Other policies stay.',
    '# Check the result at chrome://policy and edge://policy.',
    '',
    '[CmdletBinding()]',
    'param([switch]$Remove)',
    "$ErrorActionPreference = 'Stop'",
    '',
    `$LicenseKey = ${psQuote(input.licenseKey)}`,
    `$ServerUrl = ${psQuote(input.serverUrl)}`,
    '$Browsers = @(',
    browsers.join(',\r\n'),
    ')',
    `$TaskName = ${psQuote(`${folder} extension user`)}`,
    `$DataDir = Join-Path $env:ProgramData ${psQuote(folder)}`,
    "$UserScript = Join-Path $DataDir 'extension-user.ps1'",
    '',
    '$principal = New-Object Security.Principal.WindowsPrincipal([Security.Principal.WindowsIdentity]::GetCurrent())',
    'if (-not $principal.IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)) {',
    "  Write-Error 'Run this script as administrator or as SYSTEM.'",
    '  exit 1',
    '}',
    '',
    '# The force-install list is read as values 1, 2, 3... with no gap: keep it numbered that way.',
    'function Get-ForceList($key) {',
    '  if (-not (Test-Path $key)) { return @() }',
    '  $values = Get-ItemProperty -Path $key',
    "  @($values.PSObject.Properties | Where-Object { $_.Name -match '^\\d+$' } | Sort-Object { [int]$_.Name } | ForEach-Object { [string]$_.Value })",
    '}',
    'function Set-ForceList($key, $entries) {',
    '  if (-not (Test-Path $key)) { New-Item -Path $key -Force | Out-Null }',
    '  $values = Get-ItemProperty -Path $key',
    "  $values.PSObject.Properties | Where-Object { $_.Name -match '^\\d+$' } | ForEach-Object { Remove-ItemProperty -Path $key -Name $_.Name }",
    '  for ($i = 0; $i -lt $entries.Count; $i++) {',
    '    New-ItemProperty -Path $key -Name ([string]($i + 1)) -Value $entries[$i] -PropertyType String -Force | Out-Null',
    '  }',
    '}',
    '',
    'foreach ($browser in $Browsers) {',
    '  $forceList = "$($browser.Policies)\\ExtensionInstallForcelist"',
    '  $policy = "$($browser.Policies)\\3rdparty\\extensions\\$($browser.ExtensionId)"',
    "  $others = @(Get-ForceList $forceList | Where-Object { $_.Split(';')[0] -ne $browser.ExtensionId })",
    '  if ($Remove) {',
    '    Set-ForceList $forceList $others',
    '    if (Test-Path $policy) { Remove-Item -Path $policy -Recurse }',
    '    Get-ChildItem Registry::HKEY_USERS | ForEach-Object {',
    '      $userPolicy = "Registry::HKEY_USERS\\$($_.PSChildName)\\$($browser.Policies.Substring(6))\\3rdparty\\extensions\\$($browser.ExtensionId)"',
    '      if (Test-Path $userPolicy) { Remove-Item -Path $userPolicy -Recurse }',
    '    }',
    '    Write-Output "$($browser.Name): extension policies removed."',
    '    continue',
    '  }',
    '  Set-ForceList $forceList ($others + "$($browser.ExtensionId);$($browser.UpdateUrl)")',
    '  $values = "$policy\\policy"',
    '  if (-not (Test-Path $values)) { New-Item -Path $values -Force | Out-Null }',
    `  New-ItemProperty -Path $values -Name ${licenseKey} -Value $LicenseKey -PropertyType String -Force | Out-Null`,
    `  New-ItemProperty -Path $values -Name ${serverUrl} -Value $ServerUrl -PropertyType String -Force | Out-Null`,
    '  New-ItemProperty -Path $values -Name osComputerName -Value $env:COMPUTERNAME -PropertyType String -Force | Out-Null',
    '  New-ItemProperty -Path $values -Name osUuid -Value (Get-CimInstance Win32_ComputerSystemProduct).UUID -PropertyType String -Force | Out-Null',
    '  Write-Output "$($browser.Name): the extension is force-installed and registers with this organization."',
    '}',
    '',
    'if ($Remove) {',
    '  Unregister-ScheduledTask -TaskName $TaskName -Confirm:$false -ErrorAction SilentlyContinue',
    '  Remove-Item -Path $DataDir -Recurse -ErrorAction SilentlyContinue',
    '  exit 0',
    '}',
    '',
    "# The signed-in person's OS user, written into their own hive at every sign-in (and now).",
    'New-Item -ItemType Directory -Path $DataDir -Force | Out-Null',
    "Set-Content -Path $UserScript -Encoding UTF8 -Value @'",
    ...userIdentityScript(input),
    "'@",
    '$action = New-ScheduledTaskAction -Execute \'powershell.exe\' -Argument "-NoProfile -NonInteractive -ExecutionPolicy Bypass -File `"$UserScript`""',
    '$trigger = New-ScheduledTaskTrigger -AtLogOn',
    "$trigger.Delay = 'PT30S'",
    "$runAs = New-ScheduledTaskPrincipal -UserId 'SYSTEM' -LogonType ServiceAccount -RunLevel Highest",
    'Register-ScheduledTask -TaskName $TaskName -Action $action -Trigger $trigger -Principal $runAs -Force | Out-Null',
    '& $UserScript',
    'exit 0',
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
