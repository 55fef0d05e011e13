import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createPlainServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { extname, relative, resolve } from 'node:path';
import { throwawayCertificate } from '../../lib/throwaway-certificate.ts';
import type { CorpusPage } from './corpus.ts';

// Every corpus page under its original host name and path, from one port: Chromium maps every host
// name here (--host-resolver-rules "MAP * 127.0.0.1:<port>"), so the page's address, as the extensions
// see it, is exactly its original one (port 443 of https, or 80 of http). One port speaks both: a
// connection that opens with a TLS handshake goes to the https server (with a throwaway self-signed
// certificate the browser ignores), any other to the plain one, so an http:// page works too.
// Anything but a page's own URL and its folder's files answers 404 at once: kits refer to CDNs,
// trackers and images that do not exist offline, and a quick 404 keeps the page's load event prompt.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.php': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The key a page is served under: its host (no port) and path. */
export const routeOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname.toLowerCase()}${parsed.pathname}`;
};

/** The URL path the page's relative references resolve against (its "directory"). */
const baseOf = (url: string) => {
  const path = new URL(url).pathname;
  return path.slice(0, path.lastIndexOf('/') + 1);
};

export interface PageServer {
  port: number;
  /**
   * Serves this page at its route from now on. Two corpus pages may share a route (two captures of
   * one genuine sign-in page); the run visits them one after another, each served while visited.
   */
  serve(page: CorpusPage): void;
  /** Requests answered 404 so far (for the run's summary). */
  notFound(): number;
  close(): Promise<void>;
}

export async function startPageServer(pages: CorpusPage[]): Promise<PageServer> {
  const byRoute = new Map<string, CorpusPage>();
  for (const page of pages) if (!byRoute.has(routeOf(page.url))) byRoute.set(routeOf(page.url), page);
  let missed = 0;

  const send = (response: ServerResponse, status: number, type: string, body: Buffer | string) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };

  /**
   * A file of a folder page on this host: the path relative to the page's base (a relative reference),
   * else relative to the host's root (a saved kit's absolute `/images/logo.png`); never outside the folder.
   */
  const folderFile = (host: string, path: string): string | null => {
    for (const page of byRoute.values()) {
      if (!page.folder || new URL(page.url).hostname.toLowerCase() !== host) continue;
      const base = baseOf(page.url);
      const candidates = path.startsWith(base) ? [path.slice(base.length), path.slice(1)] : [path.slice(1)];
      for (const candidate of candidates) {
        const file = resolve(page.folder, decodeURIComponent(candidate));
        const inside = relative(page.folder, file);
        if (inside.startsWith('..') || inside === '') continue;
        if (existsSync(file) && statSync(file).isFile()) return file;
      }
    }
    return null;
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const page = byRoute.get(`${host}${path}`);
    if (page) return send(response, 200, TYPES['.html'] as string, readFileSync(page.file));
    let file: string | null = null;
    try {
      file = folderFile(host, path);
    } catch {
      // A path that does not decode: not a file of ours.
    }
    if (file)
      return send(
        response,
        200,
        TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        readFileSync(file),
      );
    missed++;
    send(response, 404, 'text/plain', 'not in the corpus');
  };

  const tls = createTlsServer(throwawayCertificate('detection-corpus.test'), handle);
  const plain = createPlainServer(handle);
  // The first byte of a TLS connection is a handshake record (22); plain HTTP starts with a method.
  const front = createNetServer((socket) => {
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 22 ? tls : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  return {
    port: (front.address() as AddressInfo).port,
    serve: (page) => byRoute.set(routeOf(page.url), page),
    notFound: () => missed,
    close: async () => {
      tls.closeAllConnections();
      plain.closeAllConnections();
      await new Promise<void>((done) => front.close(() => done()));
    },
  };
}
