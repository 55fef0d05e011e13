import { createServer, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { throwawayCertificate } from '../../../tools/src/lib/throwaway-certificate.ts';
import { corpusPageAt } from './corpus-sample.ts';
import { KIT_PAGES } from './kit-pages.ts';

// The pages the extension test visits, served on localhost under any host name (Chromium maps the
// look-alike names here): a brand's fake sign-in page, a Google Form asking for a password, and a page
// without a password field.

const SIGN_IN = (brand: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to your ${brand} account</title>
<style>body{font-family:sans-serif;background:#f2f2f2;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;padding:40px;width:340px;box-shadow:0 2px 6px #0003}input{display:block;width:100%;margin:10px 0;padding:8px}
button{background:#0067b8;color:#fff;border:0;padding:10px 24px}</style></head>
<body><form action="/collect.php" method="post">
<img alt="${brand}" width="108" height="24" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='108' height='24'%3E%3Crect width='108' height='24' fill='%23f25022'/%3E%3C/svg%3E">
<h1>Sign in</h1><p>Use your ${brand} account.</p>
<input type="email" name="login" placeholder="Email, phone, or Skype">
<input type="password" name="passwd" placeholder="Password">
<button type="submit">Sign in</button></form></body></html>`;

const GOOGLE_FORM = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>IT account check</title></head>
<body><form><div role="list">
<div role="listitem"><div role="heading" aria-level="3">Your work email</div><input type="text"></div>
<div role="listitem"><div role="heading" aria-level="3">Your Microsoft password</div><input type="text"></div>
</div><p>Google Forms</p></form></body></html>`;

const PLAIN = `<!doctype html><html lang="en"><head><title>Microsoft news</title></head>
<body><h1>Microsoft news</h1><p>No password asked here.</p></body></html>`;

const serve: RequestListener = (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  const body =
    corpusPageAt(host, path)?.html ??
    KIT_PAGES[path] ??
    (path.startsWith('/forms/')
      ? GOOGLE_FORM
      : path.startsWith('/news')
        ? PLAIN
        : SIGN_IN(new URL(request.url ?? '/', 'http://x').searchParams.get('brand') ?? 'Microsoft'));
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
};

type AnyServer = ReturnType<typeof createServer> | ReturnType<typeof createTlsServer>;

async function listening(server: AnyServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const closed = (server: AnyServer) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function fakePageServer() {
  const plain = createServer(serve);
  // Hosts on Chromium's HSTS preload list (docs.google.com, brands' own hosts) are served over https.
  const tls = createTlsServer(throwawayCertificate('docs.google.com'), serve);
  const port = await listening(plain);
  const tlsPort = await listening(tls);
  return {
    /** The address of a page on a (mapped) host name, over http. */
    url: (host: string, path = '/login') => `http://${host}:${port}${path}`,
    /** The same over https (a host on the HSTS preload list). */
    secureUrl: (host: string, path: string) => `https://${host}:${tlsPort}${path}`,
    close: async () => {
      await closed(plain);
      await closed(tls);
    },
  };
}
