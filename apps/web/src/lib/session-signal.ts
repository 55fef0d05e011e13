/**
 * The one "session lost" signal: the API client raises it, the app decides what it means. Kept apart
 * from the client so that the first bundle can install the handler without the client's schemas.
 */
type SessionLostHandler = () => void;
let onSessionLost: SessionLostHandler = () => {};
let lost = false;

export function setSessionLostHandler(handler: SessionLostHandler): void {
  onSessionLost = handler;
}

/** Reports a lost session once, whatever the number of calls that notice it. */
export function reportSessionLost(): void {
  if (lost) return;
  lost = true;
  onSessionLost();
}

/** After a fresh login (and in tests): the next loss is reported again. */
export function resetSessionSignal(): void {
  lost = false;
}
