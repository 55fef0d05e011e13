import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relying-party.ts';

describe('the relying party', () => {
  it('is the domain suffix when the console is served on it, and takes its tenant subdomains', () => {
    const rp = relyingPartyOf({ publicUrl: 'https://console.baitwatch.app', domainSuffix: 'baitwatch.app' });
    expect(rp.id).toBe('baitwatch.app');
    expect(rp.servesOrigin('https://console.baitwatch.app')).toBe(true);
    expect(rp.servesOrigin('https://acme.baitwatch.app')).toBe(true);
    for (const origin of [
      'http://acme.baitwatch.app',
      'https://acme.baitwatch.app:8443',
      'https://a.b.baitwatch.app',
      'https://baitwatch.app.evil.test',
      'https://evilbaitwatch.app',
      'not a url',
    ])
      expect(rp.servesOrigin(origin)).toBe(false);
  });

  it('is localhost for a local run, with its *.localhost tenant pages', () => {
    const rp = relyingPartyOf({ publicUrl: 'http://localhost:8080', domainSuffix: 'baitwatch.app' });
    expect(rp.id).toBe('localhost');
    expect(rp.servesOrigin('http://bluefin.localhost:8080')).toBe(true);
    expect(rp.servesOrigin('http://bluefin.localhost:8081')).toBe(false);
    const onAddress = relyingPartyOf({ publicUrl: 'http://127.0.0.1:8080', domainSuffix: 'baitwatch.app' });
    expect(onAddress.id).toBe('localhost');
    expect(onAddress.servesOrigin('http://localhost:8080')).toBe(true);
  });

  it('is the public host alone elsewhere', () => {
    const rp = relyingPartyOf({
      publicUrl: 'https://phish-console.example.com',
      domainSuffix: 'baitwatch.app',
    });
    expect(rp.id).toBe('phish-console.example.com');
    expect(rp.servesOrigin('https://acme.baitwatch.app')).toBe(false);
  });
});
