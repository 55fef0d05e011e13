import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { StepUpPrompt } from '../../domains/account/components/step-up-prompt.tsx';
import { markOverlaysReady } from '../../lib/overlays-ready.ts';

/**
 * Toasts, confirmation modals and the step-up prompt. Pages open them through the static `notifications` and `modals`
 * APIs, so these need not wrap the pages; they load right after the shell's first paint.
 */
export default function Overlays() {
  useEffect(markOverlaysReady, []);
  return (
    <>
      <ModalsProvider labels={{ confirm: 'Yes', cancel: 'No' }} />
      <Notifications position="bottom-right" />
      <StepUpPrompt />
    </>
  );
}
