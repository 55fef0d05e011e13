import { describe, expect, it } from 'vitest';
import { indexedPart, trigramFrequency } from './trigram-search.ts';

// Which part of a contains term searches the trigram index: the trigrams most values hold are left
// out, the rest searched as one stretch of the term (decision 0057).

/** Emails user0@bench.test to user4999@bench.test, each one share of the rows. */
const benchEmails = trigramFrequency({
  values: Array.from({ length: 5000 }, (_, i) => `user${i}@bench.test`),
  shares: Array.from({ length: 5000 }, () => 1 / 5000),
});

describe('indexedPart', () => {
  it('leaves out the trigrams every value holds', () => {
    // "use" and "ser" are in every email, "er1" in 22 %; "r12" and "123" are rare.
    expect(indexedPart('USER123', benchEmails)).toBe('r123');
    // "er4" (22 %) is more than ten times as common as the rarest trigram, "42 " (a word ending in
    // 42: 1 %), which the "@" after the word gives; "r42" (2.2 %) is searched with it.
    expect(indexedPart('user42@', benchEmails)).toBe('r42@');
  });

  it('keeps a term whose trigrams are all about as common as its rarest', () => {
    expect(indexedPart('bench.test', benchEmails)).toBe('bench.test');
    expect(indexedPart('r4217', benchEmails)).toBe('r4217');
  });

  it('counts where words start and end, as pg_trgm pads them', () => {
    // Every domain starts with "b" and "be" ("  b", " be"); "42 " ends 1 % of words.
    expect(indexedPart('42@bench', benchEmails)).toBe('42@');
  });

  it('keeps a term with no word of two letters or digits, or none without a common trigram', () => {
    expect(indexedPart('@b', benchEmails)).toBe('@b');
    expect(indexedPart('user', benchEmails)).toBe('user');
  });

  it('takes the longest rare stretch across the words of the term', () => {
    const frequency = trigramFrequency({
      values: ['alpha.contoso.com', 'delta.contoso.com', 'gamma.contoso.com', 'zeta7.fabrikam.com'],
      shares: [0.5, 0.3, 0.19, 0.01],
    });
    expect(indexedPart('zeta7.contoso.com', frequency)).toBe('zeta7.');
  });
});
