/** Host names only the machine itself reaches: localhost (and its subdomains), 127.0.0.0/8, ::1, 0.0.0.0. */
export const LOOPBACK_HOSTS: readonly RegExp[] = [
  /^localhost$/i,
  /\.localhost$/i,
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/,
  /^0\.0\.0\.0$/,
  /^\[?::1\]?$/,
];

export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.some((pattern) => pattern.test(host));
