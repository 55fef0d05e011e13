/** How many syslog destinations one organization, one tenant (Global View) or the provider may have. */
export const MAX_SYSLOG_DESTINATIONS = 5;

/** TCP, or TLS (RFC 5425); UDP is not offered: it loses messages without telling anyone. */
export const SYSLOG_TRANSPORTS = ['tcp', 'tls'] as const;
export type SyslogTransport = (typeof SYSLOG_TRANSPORTS)[number];

/** RFC 5424 with structured data, ArcSight CEF in a syslog header, or one JSON object per line. */
export const SYSLOG_FORMATS = ['rfc5424', 'cef', 'json'] as const;
export type SyslogFormat = (typeof SYSLOG_FORMATS)[number];

export const SYSLOG_FORMAT_LABELS: Record<SyslogFormat, string> = {
  rfc5424: 'RFC 5424 (structured data)',
  cef: 'CEF',
  json: 'JSON lines',
};
export const SYSLOG_TRANSPORT_LABELS: Record<SyslogTransport, string> = { tcp: 'TCP', tls: 'TLS' };

/** The port a new destination is offered: 6514 is syslog over TLS (RFC 5425). */
export const SYSLOG_DEFAULT_PORT = 6514;

/**
 * After a failed send, the destination's waiting messages are tried again this long after the try
 * before: 5 s, 30 s, 2 min, then every 5 min, for as long as it takes (nothing is dropped).
 */
export const SYSLOG_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 300_000] as const;

/** Connecting, and the socket taking a batch, each wait this long. */
export const SYSLOG_TIMEOUT_MS = 10_000;

/** Messages a drain writes before it marks them sent. */
export const SYSLOG_BATCH = 200;

/** Sent messages are kept this long (the console counts what was sent today), then pruned. */
export const SYSLOG_SENT_KEEP_DAYS = 2;

export const SYSLOG_HOST_MAX = 253;
export const SYSLOG_CA_MAX = 20_000;
