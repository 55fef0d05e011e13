/**
 * The "prove a factor again" signal (issue 26: step-up): the API client raises it when a sensitive
 * change answers STEP_UP_REQUIRED, the signed-in shell shows the prompt and answers whether it was
 * done, and the client then sends the change once more. Concurrent asks share one prompt.
 */
type StepUpHandler = () => Promise<boolean>;
let handler: StepUpHandler | null = null;
let asking: Promise<boolean> | null = null;

export function setStepUpHandler(next: StepUpHandler | null): void {
  handler = next;
}

/** Whether the admin proved a factor (false: cancelled, or no prompt is mounted). */
export function requestStepUp(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  asking ??= handler().finally(() => {
    asking = null;
  });
  return asking;
}
