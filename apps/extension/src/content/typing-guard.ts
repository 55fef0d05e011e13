// While the warning is up, nothing typed reaches the page: a person who was already typing their
// password when the verdict came stops typing into the kit. Keys, input and paste aimed at the page
// are stopped before the page's own listeners see them (capture phase on the window, added first);
// the warning itself (in its own element) still takes the keyboard. The focused field loses focus.

const EVENTS = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'paste', 'drop'] as const;

/** Stops typing into the page, except into `allowed`; answers how to let it through again. */
export function guardTyping(allowed: Element): () => void {
  const stop = (event: Event) => {
    if (event.composedPath().includes(allowed)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  for (const type of EVENTS) window.addEventListener(type, stop, { capture: true });
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== allowed) focused.blur();
  return () => {
    for (const type of EVENTS) window.removeEventListener(type, stop, { capture: true });
  };
}
