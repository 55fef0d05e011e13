import { isIP, type Socket, connect as tcpConnect } from 'node:net';
import { rootCertificates, connect as tlsConnect } from 'node:tls';
import type { SyslogTransport } from '@baitwatch/contracts/syslog/constants';
import { type AddressGuard, ForbiddenAddressError } from '../../lib/address-guard.ts';

/** Where a destination's lines go, as its connection is made. */
export interface SyslogTarget {
  host: string;
  port: number;
  transport: SyslogTransport;
  caCertificate: string;
}

/**
 * A connection that has been quiet this long is closed rather than reused: a receiver (or a load
 * balancer before it) may have dropped it without this side hearing, and a line written into such a
 * connection is lost without an error.
 */
const REUSE_WITHIN_MS = 30_000;

interface Open {
  socket: Socket;
  key: string;
  lastUsed: number;
}

const keyOf = (target: SyslogTarget) =>
  JSON.stringify([target.host, target.port, target.transport, target.caCertificate]);

/** Why a send failed, as the console shows it: the socket's own words, or ours. */
export class SyslogSendError extends Error {}

/**
 * The connections of this process to syslog destinations, one per destination, kept open between
 * sends and made again when a send fails, the receiver closes it, or its settings change. Every
 * connection goes through the address guard (its DNS lookup, and an IP written as the host), and TLS
 * checks the receiver's certificate for the host (the system's authorities, or the destination's CA).
 */
export function syslogConnections(guard: AddressGuard, timeoutMs: number, now: () => number = Date.now) {
  const open = new Map<string, Open>();

  function forget(destinationId: string, socket: Socket) {
    if (open.get(destinationId)?.socket === socket) open.delete(destinationId);
    socket.destroy();
  }

  function connect(destinationId: string, target: SyslogTarget): Promise<Socket> {
    const host = target.host;
    if (isIP(host) !== 0 && !guard.allows(host))
      return Promise.reject(new SyslogSendError(new ForbiddenAddressError(host).message));
    return new Promise((resolve, reject) => {
      const options = { host, port: target.port, lookup: guard.lookup };
      const socket =
        target.transport === 'tls'
          ? tlsConnect({
              ...options,
              ...(isIP(host) === 0 ? { servername: host } : {}),
              ...(target.caCertificate ? { ca: [...rootCertificates, target.caCertificate] } : {}),
            })
          : tcpConnect(options);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new SyslogSendError(`No connection within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      socket.once(target.transport === 'tls' ? 'secureConnect' : 'connect', () => {
        clearTimeout(timer);
        // A kept connection never holds the process open (a stopping server, a finished test).
        socket.unref();
        // Nothing is read from a syslog receiver; its closing the connection is what matters.
        socket.on('data', () => {});
        socket.on('end', () => forget(destinationId, socket));
        socket.on('close', () => forget(destinationId, socket));
        socket.on('error', () => forget(destinationId, socket));
        resolve(socket);
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        socket.destroy();
        reject(new SyslogSendError(error.message));
      });
    });
  }

  async function connectionFor(destinationId: string, target: SyslogTarget): Promise<Socket> {
    const key = keyOf(target);
    const current = open.get(destinationId);
    if (current) {
      const usable =
        current.key === key && current.socket.writable && now() - current.lastUsed < REUSE_WITHIN_MS;
      if (usable) return current.socket;
      forget(destinationId, current.socket);
    }
    const socket = await connect(destinationId, target);
    open.set(destinationId, { socket, key, lastUsed: now() });
    return socket;
  }

  return {
    /**
     * Writes the framed lines and resolves once the connection has taken them all (handed to the
     * network: plain syslog has no acknowledgement of its own). Rejects with the reason on any failure,
     * and the next send connects afresh.
     */
    async send(destinationId: string, target: SyslogTarget, lines: readonly string[]): Promise<void> {
      const socket = await connectionFor(destinationId, target);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          forget(destinationId, socket);
          reject(new SyslogSendError(`The destination took nothing for ${timeoutMs / 1000} s`));
        }, timeoutMs);
        socket.write(lines.join(''), (error) => {
          clearTimeout(timer);
          if (error) {
            forget(destinationId, socket);
            reject(new SyslogSendError(error.message));
          } else resolve();
        });
      });
      const entry = open.get(destinationId);
      if (entry) entry.lastUsed = now();
    },

    /** Closes every connection (the server stopping, a destination removed). */
    close(destinationId?: string): void {
      for (const [id, entry] of open)
        if (destinationId === undefined || id === destinationId) {
          entry.socket.end();
          open.delete(id);
        }
    },
  };
}

export type SyslogConnections = ReturnType<typeof syslogConnections>;
