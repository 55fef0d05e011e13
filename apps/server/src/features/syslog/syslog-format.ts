import type { SyslogFormat } from '@baitwatch/contracts/syslog/constants';
import type { PushEnvelope } from '../push/push-event.ts';

/** Who writes the lines: the console's host name. */
export interface SyslogOrigin {
  hostname: string;
}

/** CEF's device version names the version of the events' fields (the webhooks' envelope), not a build. */
const CEF_DEVICE_VERSION = '1';

/**
 * The private enterprise number in the structured data's id. 32473 is the number RFC 5612 sets aside
 * for examples and documentation: the product has none of its own yet (decision 0073).
 */
const SD_ID = 'baitwatch@32473';
const APP_NAME = 'baitwatch';
/** authpriv (10): security and authorization messages, where SIEM rules look first. */
const FACILITY = 10;

/** Syslog severity (RFC 5424) and CEF severity (0 to 10) of each event type. */
const SEVERITY: Record<string, { syslog: number; cef: number; name: string }> = {
  'incident.created': { syslog: 4, cef: 7, name: 'Phishing incident reported' },
  'incident.status_changed': { syslog: 5, cef: 3, name: 'Incident triaged' },
  'threat_intel.added': { syslog: 5, cef: 5, name: 'Threat intel added' },
  'extension_user.registered': { syslog: 6, cef: 1, name: 'Extension user registered' },
  'license.limit_reached': { syslog: 4, cef: 5, name: 'License limit reached' },
};
const OTHER = { syslog: 6, cef: 0, name: 'Test message' };

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** One sentence a person reads in the SIEM's message column. */
export function summaryOf(envelope: PushEnvelope): string {
  const data = envelope.data as Data;
  const organization = text(data.customerName);
  const where = organization ? ` (${organization})` : '';
  switch (envelope.type) {
    case 'incident.created':
      return `Phishing page ${data.url} reported${text(data.email) ? ` by ${data.email}` : ''}${where}`;
    case 'incident.status_changed':
      return `Incident ${data.id} at ${data.url} marked ${data.status} by ${data.changedBy}${where}`;
    case 'threat_intel.added':
      return `Threat intel ${data.url} added by ${data.submittedBy}${where}`;
    case 'extension_user.registered':
      return `Extension user ${text(data.email) ?? text(data.name) ?? 'unknown'} registered${where}`;
    case 'license.limit_reached':
      return `License limit reached: ${data.used} of ${data.licenses} users${where}`;
    default:
      return text(data.message) ?? envelope.type;
  }
}

/** The fields a flat format carries: strings, numbers and booleans as they are, lists joined by commas. */
function flatFields(data: Data): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined || typeof value === 'object') {
      if (Array.isArray(value)) fields.push([key, value.join(',')]);
      continue;
    }
    fields.push([key, String(value)]);
  }
  return fields;
}

const sdParamValue = (value: string) => value.replace(/[\\"\]]/g, (c) => `\\${c}`);
/** An SD-NAME is 1 to 32 printable ASCII characters other than '=', space, ']' and '"'. */
const sdName = (key: string) => key.replace(/[^\x21-\x7e]|[= \]"]/g, '').slice(0, 32);
const printable = (value: string, max: number) => value.replace(/[^\x21-\x7e]/g, '').slice(0, max) || '-';

/** The RFC 5424 header: priority, version 1, time, host, app, no process id, the event type as MSGID. */
function header(envelope: PushEnvelope, origin: SyslogOrigin, severity: number): string {
  const pri = FACILITY * 8 + severity;
  return `<${pri}>1 ${envelope.timestamp} ${printable(origin.hostname, 255)} ${APP_NAME} - ${printable(envelope.type, 32)}`;
}

function rfc5424(envelope: PushEnvelope, origin: SyslogOrigin): string {
  const severity = SEVERITY[envelope.type] ?? OTHER;
  const fields: [string, string][] = [['type', envelope.type], ...flatFields(envelope.data as Data)];
  const params = fields.map(([key, value]) => `${sdName(key)}="${sdParamValue(value)}"`).join(' ');
  return `${header(envelope, origin, severity.syslog)} [${SD_ID} ${params}] ${summaryOf(envelope)}`;
}

const cefHeaderField = (value: string) => value.replace(/[\\|]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');
const cefValue = (value: string) => value.replace(/[\\=]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * ArcSight CEF in an RFC 5424 header. The extension uses CEF's own keys where one fits (rt, msg,
 * request, suser, externalId) and labelled custom strings for the rest of what a rule filters on.
 */
function cef(envelope: PushEnvelope, origin: SyslogOrigin): string {
  const severity = SEVERITY[envelope.type] ?? OTHER;
  const data = envelope.data as Data;
  const who = text(data.email) ?? text(data.changedBy) ?? text(data.submittedBy) ?? text(data.name);
  const extension: [string, string | null][] = [
    ['rt', String(Date.parse(envelope.timestamp))],
    ['externalId', data.id === undefined ? null : String(data.id)],
    ['request', text(data.url)],
    ['suser', who],
    ['cs1Label', 'organization'],
    ['cs1', text(data.customerName)],
    ['cn1Label', 'customerId'],
    ['cn1', data.customerId === undefined ? null : String(data.customerId)],
    ['cs2Label', 'status'],
    ['cs2', text(data.status)],
    ['cs3Label', 'brands'],
    ['cs3', Array.isArray(data.brands) ? data.brands.join(',') : null],
    ['cs4Label', 'detailPageURL'],
    ['cs4', text(data.detailPageURL)],
    ['msg', summaryOf(envelope)],
  ];
  const labelled = extension.filter(([key, value], i) => {
    if (value === null) return false;
    // A label only with its value.
    const next = extension[i + 1];
    return !key.endsWith('Label') || (next !== undefined && next[1] !== null);
  });
  const fields = labelled.map(([key, value]) => `${key}=${cefValue(value ?? '')}`).join(' ');
  const head = [
    'CEF:0',
    'Baitwatch',
    'Baitwatch',
    CEF_DEVICE_VERSION,
    envelope.type,
    severity.name,
    String(severity.cef),
  ]
    .map(cefHeaderField)
    .join('|');
  return `${header(envelope, origin, severity.syslog)} - ${head}|${fields}`;
}

/**
 * One event as the bytes a destination receives. RFC 5424 and CEF are syslog messages, framed by
 * octet counting as RFC 5425 and RFC 6587 ask over a stream ("LENGTH SP MESSAGE", so a message may
 * hold any character); JSON lines are the envelope as one line each, as log shippers read them.
 */
export function framedMessage(format: SyslogFormat, envelope: PushEnvelope, origin: SyslogOrigin): string {
  if (format === 'json') return `${JSON.stringify(envelope)}\n`;
  const message = format === 'cef' ? cef(envelope, origin) : rfc5424(envelope, origin);
  return `${Buffer.byteLength(message)} ${message}`;
}
