import { EXTENSION_API_BASE } from '@baitwatch/contracts/extension/limits';
import { switchableProxy, type TappedRequest } from '../../lib/switchable-proxy.ts';
import { sameAddress } from './same-address.ts';

// The extension talks to the server through this proxy, which notes every report it sends (POST
// /events and /events/batch): the reported page's address and whether the report carried the
// screenshot and the page's HTML or only its metadata (the event's fields and reasons). That is what
// left the browser, whatever the extension believes it did.

export interface RecordedReport {
  eventId: string;
  url: string;
  /** When the proxy saw it (epoch ms). */
  at: number;
  type: number | null;
  brands: string[];
  screenshot: boolean;
  html: boolean;
}

const REPORT_PATH = new RegExp(`^${EXTENSION_API_BASE}/events(/batch)?(\\?|$)`);

interface SentEvent {
  eventId?: string;
  url?: string;
  type?: number;
  brands?: string[];
}

/** The events of one report call, with the evidence parts each carried. */
async function eventsOf(request: TappedRequest): Promise<RecordedReport[]> {
  const at = Date.now();
  const batch = request.path.startsWith(`${EXTENSION_API_BASE}/events/batch`);
  const type = String(request.headers['content-type'] ?? '');
  const record = (event: SentEvent, screenshot: boolean, html: boolean): RecordedReport => ({
    eventId: event.eventId ?? '',
    url: event.url ?? '',
    at,
    type: event.type ?? null,
    brands: event.brands ?? [],
    screenshot,
    html,
  });
  if (!type.startsWith('multipart/form-data')) {
    const body = JSON.parse(request.body.toString('utf8')) as SentEvent | { events: SentEvent[] };
    const events = 'events' in body ? body.events : [body];
    return events.map((event) => record(event, false, false));
  }
  // The platform's own multipart parser (undici), as the server's answer to a browser would be read.
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': type },
  }).formData();
  const filled = (name: string) => {
    const part = form.get(name);
    return part instanceof Blob ? part.size > 0 : typeof part === 'string' && part.length > 0;
  };
  if (!batch) {
    const event = JSON.parse(String(form.get('event') ?? '{}')) as SentEvent;
    return [record(event, filled('screenshot'), filled('html'))];
  }
  const { events = [] } = JSON.parse(String(form.get('events') ?? '{}')) as { events?: SentEvent[] };
  return events.map((event) =>
    record(event, filled(`screenshot.${event.eventId}`), filled(`html.${event.eventId}`)),
  );
}

export interface ReportRecorder {
  /** The address the extension is registered with. */
  url: string;
  /**
   * Resolves true once a report about one of these addresses, sent since `since`, has been seen; false
   * after `timeoutMs` without one.
   */
  arrival(urls: string[], since: number, timeoutMs: number): Promise<boolean>;
  /** Every report seen, once per event id (a retry that carried more evidence counts with it). */
  reports(): Promise<RecordedReport[]>;
  stop(): Promise<void>;
}

export async function startReportRecorder(serverUrl: string): Promise<ReportRecorder> {
  const parsing: Promise<RecordedReport[]>[] = [];
  const seen: RecordedReport[] = [];
  const waiting = new Set<() => void>();
  const about = (urls: string[], since: number) =>
    seen.some((report) => report.at >= since && urls.some((url) => sameAddress(url, report.url)));
  const proxy = await switchableProxy(serverUrl, {
    tap: {
      taps: (method, path) => method === 'POST' && REPORT_PATH.test(path),
      seen: (request) => {
        const parsed = eventsOf(request);
        parsed.then(
          (events) => {
            seen.push(...events);
            for (const wake of waiting) wake();
          },
          () => undefined,
        );
        parsed.catch((error) =>
          console.warn(`An extension report could not be read: ${(error as Error).message}`),
        );
        parsing.push(parsed.catch(() => []));
      },
    },
  });
  return {
    url: proxy.url,
    arrival: (urls, since, timeoutMs) =>
      new Promise<boolean>((resolve) => {
        const check = () => {
          if (!about(urls, since)) return;
          finish(true);
        };
        const finish = (arrived: boolean) => {
          clearTimeout(timer);
          waiting.delete(check);
          resolve(arrived);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiting.add(check);
        check();
      }),
    async reports() {
      const byId = new Map<string, RecordedReport>();
      for (const report of (await Promise.all(parsing)).flat()) {
        const before = byId.get(report.eventId);
        byId.set(report.eventId, {
          ...(before ?? report),
          screenshot: report.screenshot || (before?.screenshot ?? false),
          html: report.html || (before?.html ?? false),
        });
      }
      return [...byId.values()];
    },
    stop: () => proxy.stop(),
  };
}
