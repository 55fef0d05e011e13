/**
 * Resolves once the signed-in shell has mounted the modals and toasts host (it loads just after the
 * first paint). Opening a modal through the static API before that would be lost, so callers wait.
 */
let markReady: () => void = () => {};
export const overlaysReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markOverlaysReady(): void {
  markReady();
}
