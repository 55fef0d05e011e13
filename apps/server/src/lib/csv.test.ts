import { describe, expect, it } from 'vitest';
import { csvOf } from './csv.ts';

describe('csvOf', () => {
  it('quotes cells with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(
      csvOf(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', 'plain'],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",plain\r\n');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    expect(csvOf(['v'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['\tx'], ['a=b']])).toBe(
      `v\r\n"'=HYPERLINK(""x"")"\r\n'+1\r\n'-2\r\n'@SUM(A1)\r\n'\tx\r\na=b\r\n`,
    );
  });
});
