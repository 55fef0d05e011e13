import { Fragment, type ReactNode } from 'react';

/** After these a long address may wrap: it then breaks between its parts, not inside a word. */
const BREAK_AFTER = /([/.?&=#_~-]+)/;

/**
 * An address (or any long value) that wraps at its separators (word-break opportunities after / . ? &
 * = # _ ~ -), breaking inside a part only when a part alone is wider than its box
 * (`overflow-wrap: anywhere` on the element that holds it).
 */
export function breakableUrl(value: string): ReactNode {
  const parts = value.split(BREAK_AFTER);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
    <Fragment key={index}>
      {part}
      {index % 2 === 1 && <wbr />}
    </Fragment>
  ));
}

/** The style of an element that holds a breakable address. */
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;
