import { describe, expect, it } from 'vitest';
import { buildLoginUrl, isPublicPath, safeReturnPath } from './login-redirect.ts';

const origin = 'https://acme.baitwatch.app';

describe('buildLoginUrl', () => {
  it('carries the API base, the return address and the trial address', () => {
    const url = buildLoginUrl(
      { origin, href: `${origin}/customers/5/incidents?x=1` },
      'https://baitwatch.app/free-trial',
    );
    const params = new URL(url, origin).searchParams;
    expect(url.startsWith('/login?')).toBe(true);
    expect(params.get('api')).toBe(`${origin}/v1`);
    expect(params.get('return')).toBe(`${origin}/customers/5/incidents?x=1`);
    expect(params.get('trial')).toBe('https://baitwatch.app/free-trial');
  });
});

describe('safeReturnPath', () => {
  it('returns to an address of this origin, as a path', () => {
    expect(safeReturnPath(`${origin}/customers/5/incidents?x=1#top`, origin)).toBe(
      '/customers/5/incidents?x=1#top',
    );
    expect(safeReturnPath('/tenant-admin', origin)).toBe('/tenant-admin');
  });

  it('never leaves the origin', () => {
    expect(safeReturnPath('https://evil.example/phish', origin)).toBe('/');
    expect(safeReturnPath('//evil.example/phish', origin)).toBe('/');
    expect(safeReturnPath('javascript:alert(1)', origin)).toBe('/');
  });

  it('does not return to the login pages or to nothing', () => {
    expect(safeReturnPath(`${origin}/login?return=x`, origin)).toBe('/');
    expect(safeReturnPath(null, origin)).toBe('/');
  });

  it('knows the public pages', () => {
    expect(isPublicPath('/reset-password')).toBe(true);
    expect(isPublicPath('/dev/outbox')).toBe(true);
    expect(isPublicPath('/loginx')).toBe(false);
    expect(isPublicPath('/customers/1/incidents')).toBe(false);
  });
});
