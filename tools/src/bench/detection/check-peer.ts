import type { ExtensionBrowser } from '../../lib/extension-browser.ts';
import type { PageObservation } from './page-probe.ts';
import type { Subject, SubjectVerdict } from './subject.ts';

// CyberDrain Check (github.com/CyberDrain/Check), the benchmark's peer, loaded unpacked from --peer.
// It protects Microsoft 365 sign-in pages only. How it signals, from its source (scripts/content.js,
// which runs at document_idle in every frame):
// - a phishing verdict (a blocking rule, or a score under its threshold) replaces the page with its
//   own block page: location.replace(chrome-extension://<id>/blocked.html?details=<JSON with reason,
//   rule, score>), or, when that fails, a full-page overlay #ms365-blocking-overlay;
// - a Microsoft sign-in page on a host it does not trust first gets the banner #ms365-warning-banner
//   saying "Security Scan in Progress" (not a verdict), which is then replaced by the block page,
//   turned into the suspicious-page warning (the same banner, other words), or removed;
// - a genuine Microsoft sign-in page gets a badge #ms365-valid-badge;
// - rules that fail to load show #ms365-fallback-warning (not a verdict about the page).
// Its default configuration (config-manager.js) has page blocking on. Its rules are fetched at run
// time from raw.githubusercontent.com; offline it falls back to its bundled rules/detection-rules.json
// (detection-rules-manager.js, kept in memory only, the remote tried again next time). Here every
// host name resolves to the page server, which answers that fetch 404 at once, so Check runs on the
// rules bundled with the checked-out commit.

const BLOCK_PAGE = 'blocked.html';
/** What counts as a warning: the block page, its overlay, or the suspicious-page banner. */
const WARNINGS = ['blocked', 'overlay', 'banner'];

export function checkPeerSubject(browser: ExtensionBrowser): Subject {
  const blockPage = `chrome-extension://${browser.extensionId}/${BLOCK_PAGE}`;
  return {
    name: 'Check',
    browser,
    marks: [
      { name: 'overlay', selector: '#ms365-blocking-overlay' },
      { name: 'scanning', selector: '#ms365-warning-banner' },
      { name: 'banner', selector: '#ms365-warning-banner', unless: 'Security Scan in Progress' },
      { name: 'valid-badge', selector: '#ms365-valid-badge' },
      { name: 'rules-failed', selector: '#ms365-fallback-warning' },
    ],
    warnings: WARNINGS,
    busy: ['scanning'],
    watch(page, mark) {
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame() || !frame.url().startsWith(blockPage)) return;
        let reason = '';
        try {
          const details = JSON.parse(new URL(frame.url()).searchParams.get('details') ?? '{}') as {
            reason?: string;
            score?: number;
          };
          reason = `${details.reason ?? ''}${details.score !== undefined ? ` (score ${details.score})` : ''}`;
        } catch {
          // Details it did not send as JSON: the verdict stands without its reason.
        }
        mark('blocked', Date.now(), reason);
      });
    },
    async verdictOf(seen: PageObservation): Promise<SubjectVerdict> {
      const shown = ['blocked', 'overlay', 'banner', 'valid-badge', 'rules-failed', 'scanning'].find(
        (name) => seen.marks[name] !== undefined,
      );
      const warned = shown !== undefined && WARNINGS.includes(shown);
      return {
        warned,
        verdict: shown ?? 'none',
        reasons: shown && warned ? [seen.markTexts[shown] ?? ''] : [],
        warnedAt: warned && shown ? (seen.marks[shown] ?? null) : null,
      };
    },
  };
}
