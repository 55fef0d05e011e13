import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import PDFDocument from 'pdfkit';
import { BROWSER_POLICY_KEYS, type InstallerInput } from './windows-installer.ts';

export interface GuideInput extends InstallerInput {
  installerFileName: string;
  supportEmail: string;
  /** Off only where a test reads the content streams as they are. */
  compress?: boolean;
}

const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#52606d';

/**
 * The group-policy instructions (spec doc 1 §2), made for one organization: the installer as a GPO
 * computer start-up script, with the organization's license key and server address in the steps,
 * what the installer sets, how to check and remove it, and the Mac OSX note. Standard PDF fonts only,
 * so the file is small and needs no font on the server.
 */
/** Room (points) a heading needs below it on its page: itself and about four lines of text. */
const KEEP_WITH_HEADING = 100;

export function groupPolicyGuide(input: GuideInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: input.compress ?? true,
    info: {
      Title: `${input.productName} extension: Group Policy deployment for ${input.organizationName}`,
      Author: input.productName,
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // A heading keeps its first lines with it: near the foot of a page it starts the next one instead.
  const heading = (text: string) => {
    if (doc.y + KEEP_WITH_HEADING > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(text).moveDown(0.3);
  };
  const paragraph = (text: string) =>
    doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(text).moveDown(0.3);
  const code = (text: string) =>
    doc.font('Courier').fontSize(8).fillColor(INK).text(text, { indent: 16 }).moveDown(0.2);
  const step = (n: number, text: string) => paragraph(`${n}. ${text}`);
  const fact = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(MUTED).text(label);
    doc.font('Courier').fontSize(10.5).fillColor(INK).text(value, { indent: 16 }).moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(`${input.productName} browser extension`);
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(MUTED)
    .text(`Group Policy deployment for ${input.organizationName}`);
  doc.moveDown(0.8);
  fact('Organization', input.organizationName);
  fact('License key', input.licenseKey);
  fact('Server address', input.serverUrl);
  fact('Generated', input.generatedAt.toISOString().slice(0, 10));

  heading('1. Deploy with a computer start-up script');
  step(
    1,
    `Download the Windows installer ${input.installerFileName} from the console's Deployment page (Automatic tab).`,
  );
  step(
    2,
    'In Group Policy Management, create a Group Policy Object and link it to the organizational unit that holds the computers.',
  );
  step(
    3,
    'Edit it: Computer Configuration > Policies > Windows Settings > Scripts (Startup/Shutdown) > Startup > PowerShell Scripts > Add, and choose the installer. It carries this license key:',
  );
  code(input.licenseKey);
  step(
    4,
    'Restart the computers (or run gpupdate /force, then restart). At start-up the script runs as SYSTEM: it force-installs the extension in Chrome and Edge and hands it the license key and this server address:',
  );
  code(input.serverUrl);
  step(
    5,
    'When someone opens Chrome or Edge, the extension installs from the store and registers by itself. Registered users appear in License Management.',
  );

  heading('2. What the installer sets');
  for (const browser of ['chrome', 'edge'] as const) {
    const { name, policies } = BROWSER_POLICY_KEYS[browser];
    const store = input.stores[browser];
    doc.moveDown(0.3);
    paragraph(`${name}: the extension ${store.id} in the force-install list`);
    code(`HKLM\\${policies}\\ExtensionInstallForcelist`);
    code(`${store.id};${store.updateUrl}`);
    paragraph(`and its policy (licenseKey, serverUrl, osComputerName, osUuid):`);
    code(`HKLM\\${policies}\\3rdparty\\extensions\\${store.id}\\policy`);
  }
  paragraph(
    "Each signed-in person's OS user (osUserId) is written into their own registry hive at sign-in by the scheduled task the installer registers. Other policies are left as they are.",
  );

  heading('3. Check');
  paragraph(
    "On a computer, open chrome://policy or edge://policy and choose Reload policies: ExtensionInstallForcelist lists the extension, and the extension's policies show the license key and the server address above.",
  );

  heading('4. Remove or replace');
  paragraph(
    'To remove the extension, use the same installer as the start-up script with the parameter -Remove. After the license key is rotated, download the installer and these instructions again and replace the script in the Group Policy Object: extensions already registered keep working, new ones need the new key.',
  );

  heading('Mac OSX');
  paragraph(DEPLOYMENT_MESSAGES.macContactSupport(input.supportEmail));

  doc.end();
  return done;
}
