import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.ts';

describe('escapeMarkup', () => {
  it('escapes the five markup characters and leaves the rest', () => {
    expect(escapeMarkup(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeMarkup('Bluefin Guard – ÄÖ')).toBe('Bluefin Guard – ÄÖ');
  });
});
