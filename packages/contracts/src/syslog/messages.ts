/**
 * The syslog settings' messages (issue 27; the specification has no syslog, so these are ours, in the
 * catalogue's manner: one sentence that says what to fix).
 */
export const SYSLOG_MESSAGES = {
  hostRequired: 'Host is required.',
  hostInvalid: 'Host should be a host name or an IP address, such as siem.example.com.',
  hostNotAllowed: 'Host points at a private, loopback or link-local address, which syslog may not reach.',
  portInvalid: 'Port should be a whole number from 1 to 65535.',
  transportInvalid: 'Transport should be TCP or TLS.',
  formatInvalid: 'Format should be RFC 5424, CEF or JSON lines.',
  caInvalid: 'CA certificate should be one PEM certificate (-----BEGIN CERTIFICATE-----).',
  caWithoutTls: 'A CA certificate is used with TLS only.',
  invalidDestinationId: 'Invalid destination id',
  destinationNotFound: 'Syslog destination not found.',
  tooManyDestinations: 'This scope already has the most syslog destinations allowed (5). Remove one first.',
  destinationDisabled: 'This destination is disabled. Enable it before sending to it.',
  fetchFailed: 'Could not fetch syslog destinations!',
  saveFailed: 'Could not save the syslog destination!',
} as const;
