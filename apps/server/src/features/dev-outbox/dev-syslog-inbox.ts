import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A syslog receiver for development (DEV_SYSLOG_PORT, 127.0.0.1, plain TCP): the demo's syslog
 * destination sends here, so the SOC Integration page shows one sending. It takes whatever comes and
 * logs each message's first characters at debug level; a real SIEM is what production sends to. A
 * port another process holds is said once and left alone (the destination then shows it failing).
 */
export function startDevSyslogInbox(port: number, log: FastifyBaseLogger): void {
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => log.debug(`dev syslog inbox: ${chunk.slice(0, 160)}`));
    socket.on('error', () => socket.destroy());
  });
  server.on('error', (error) => log.warn(`dev syslog inbox: not listening on ${port} (${error.message})`));
  server.listen(port, '127.0.0.1', () => log.info(`dev syslog inbox listening on 127.0.0.1:${port}`));
  server.unref();
}
