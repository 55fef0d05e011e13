import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, storableText, TEXT_MESSAGES } from './text.ts';

describe('storable text', () => {
  it('accepts any well-formed text, control characters and astral characters included', () => {
    for (const text of ['', 'plain', 'tab\tnew\nline', 'émoji 🎣 ok', '\u0001\u001f', 'ﬀ\uFFFD'])
      expect(isStorableText(text)).toBe(true);
  });

  it('refuses NUL and lone surrogates anywhere', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '🎣'.slice(0, 1), `${'🎣'.slice(1)}x`])
      expect(isStorableText(text)).toBe(false);
  });

  it('as a check, names the path of the refused field', () => {
    const schema = z.object({ brands: z.array(z.string().check(storableText).trim()) });
    const result = schema.safeParse({ brands: ['ok', 'b\u0000d'] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['brands', 1], message: TEXT_MESSAGES.invalidText }),
    ]);
  });
});
