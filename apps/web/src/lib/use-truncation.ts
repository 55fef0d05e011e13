import { useCallback, useState } from 'react';

/** Whether an element's text is cut off (an ellipsis shows). */
export function isTruncated(element: Element | null): boolean {
  return element !== null && element.scrollWidth > element.clientWidth;
}

/**
 * A controlled tooltip that shows the whole of a cut-off text: `show(element)` on pointer enter (or
 * focus) opens it only when that element's text is cut off, since a tooltip repeating text already
 * shown whole is noise; `hide` closes it. Measured then, not on every render.
 */
export function useTruncationTooltip() {
  const [opened, setOpened] = useState(false);
  const show = useCallback((element: Element | null) => setOpened(isTruncated(element)), []);
  const hide = useCallback(() => setOpened(false), []);
  return { opened, show, hide };
}
