import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import { underConfig } from '@baitwatch/contracts/extension/config-rules';
import {
  type PageVerdict,
  USER_REPORT_MODEL_CODE,
} from '@baitwatch/contracts/extension/detection/judge-page';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import { htmlSnapshot } from './html-snapshot.ts';
import { candidate, nextFrame, sendReport } from './reports.ts';
import { guardTyping } from './typing-guard.ts';
import { showWarning } from './warning-overlay.ts';

export type Detected = Extract<PageVerdict, { kind: 'detected' }>;

/**
 * The warning over a detected page, with its reasons in words and "Report as phishing" while the
 * Threat block reports; nothing typed reaches the page until the person decides.
 */
export function warn(config: ExtensionConfig, verdict: Detected): void {
  const threat = underConfig(
    config,
    candidate({
      type: EVENT_TYPES.reportedPhish,
      url: location.href,
      brands: verdict.brands,
      modelCode: USER_REPORT_MODEL_CODE,
    }),
  );
  const why = verdict.reasons
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((r) => r.text);
  let release: () => void = () => undefined;
  const ui = showWarning(
    {
      config,
      brands: verdict.brands,
      why,
      host: location.host,
      googleForm: verdict.type === EVENT_TYPES.googleFormPassword,
    },
    {
      reportPhish: threat.report
        ? async (hide, show) => {
            hide();
            await nextFrame();
            try {
              await sendReport(threat.event, { html: htmlSnapshot(document), screenshot: true });
            } finally {
              show();
            }
          }
        : null,
      dismissed: () => release(),
    },
  );
  release = guardTyping(ui.host);
}
