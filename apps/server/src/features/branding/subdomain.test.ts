import { describe, expect, it } from 'vitest';
import { subdomainOfHost } from './subdomain.ts';

describe('subdomainOfHost', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['ACME.localhost', 'acme'],
    ['acme.baitwatch.app', 'acme'],
    ['acme.console.example.com', 'acme'],
    ['localhost', null],
    ['baitwatch.app', null],
    ['www.baitwatch.app', null],
    ['127.0.0.1', null],
    ['::1', null],
    ['', null],
  ])('%s -> %s', (host, expected) => {
    expect(subdomainOfHost(host, 'baitwatch.app')).toBe(expected);
  });
});
