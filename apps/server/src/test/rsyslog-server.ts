import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RSYSLOGD = '/usr/sbin/rsyslogd';

/** What rsyslog parsed of each line: the fields the template below writes, in its order. */
export interface ParsedLine {
  pri: string;
  hostname: string;
  appName: string;
  msgId: string;
  structuredData: string;
  msg: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function listening(port: number, within = 10_000): Promise<void> {
  const until = Date.now() + within;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = tcpConnect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > until) throw new Error(`rsyslogd is not listening on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A real syslog server for the syslog tests: Debian's rsyslogd (installed by the test setup, as
 * Chromium is), in the foreground with its own configuration, a plain TCP input and a TLS one (RFC
 * 5425, the gtls driver) on 127.0.0.1, each writing what it parsed of every line to its own file.
 * Its certificate names 127.0.0.1 and is its own authority (the destination's CA certificate).
 */
export async function startRsyslog() {
  if (!existsSync(RSYSLOGD)) throw new Error('rsyslogd is missing: apt-get install rsyslog rsyslog-gnutls');
  const dir = mkdtempSync(join(tmpdir(), 'bw-rsyslog-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key]
      .concat(['-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-addext', 'basicConstraints=critical,CA:TRUE']),
    { stdio: 'ignore' },
  );
  const [tcpPort, tlsPort] = [await freePort(), await freePort()];
  const file = (input: 'tcp' | 'tls') => join(dir, `${input}.log`);
  writeFileSync(
    join(dir, 'rsyslog.conf'),
    [
      `global(workDirectory="${dir}" DefaultNetstreamDriverCAFile="${cert}" DefaultNetstreamDriverCertFile="${cert}" DefaultNetstreamDriverKeyFile="${key}")`,
      'module(load="imtcp")',
      'template(name="parsed" type="string" string="%pri%\\t%hostname%\\t%app-name%\\t%msgid%\\t%structured-data%\\t%msg%\\n")',
      `ruleset(name="tcp") { action(type="omfile" file="${file('tcp')}" template="parsed") }`,
      `ruleset(name="tls") { action(type="omfile" file="${file('tls')}" template="parsed") }`,
      `input(type="imtcp" port="${tcpPort}" address="127.0.0.1" ruleset="tcp")`,
      `input(type="imtcp" port="${tlsPort}" address="127.0.0.1" ruleset="tls" streamDriver.name="gtls" streamDriver.mode="1" streamDriver.authMode="anon")`,
    ].join('\n'),
  );
  let daemon: ChildProcess | null = null;
  const start = async () => {
    daemon = spawn(RSYSLOGD, ['-n', '-f', join(dir, 'rsyslog.conf'), '-i', join(dir, 'rsyslogd.pid')], {
      stdio: 'ignore',
    });
    await listening(tcpPort);
    await listening(tlsPort);
  };
  const stop = async () => {
    const running = daemon;
    daemon = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();

  const linesOf = (input: 'tcp' | 'tls'): ParsedLine[] =>
    existsSync(file(input))
      ? readFileSync(file(input), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [pri = '', hostname = '', appName = '', msgId = '', structuredData = '', ...msg] =
              line.split('\t');
            return { pri, hostname, appName, msgId, structuredData, msg: msg.join('\t') };
          })
      : [];

  return {
    tcpPort,
    tlsPort,
    certificate: readFileSync(cert, 'utf8'),
    linesOf,
    /** Stops the daemon (a receiver that went away) and starts it again on the same ports. */
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
