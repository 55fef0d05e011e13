import { SCREENSHOT_MAX_BYTES } from '@baitwatch/contracts/extension/limits';
import type { DetectionBox, ReportEvent } from '@baitwatch/contracts/extension/report-event';
import type { DetectionMessage } from '../shared/messages.ts';
import { deviceType } from './client-info.ts';
import { enqueue, flushQueue } from './event-queue.ts';
import { pageIp } from './page-ips.ts';

// A detection from a content script becomes a report: its own event id, the detection time, the
// page's IP where the browser knows it, and the visible tab's screenshot (JPEG, within the API's
// limit). It is queued first and then sent, so a report survives an unreachable server.

/** JPEG qualities tried in turn until the screenshot fits the API's limit. */
const QUALITIES = [80, 60, 40];

async function screenshotOf(windowId: number): Promise<{ base64: string; width: number } | null> {
  for (const quality of QUALITIES) {
    try {
      const dataUrl = await chrome.tabs.captureVisibleTab(windowId, { format: 'jpeg', quality });
      const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
      if (base64.length * 0.75 <= SCREENSHOT_MAX_BYTES) return { base64, width: await widthOf(dataUrl) };
    } catch (error) {
      // The tab is gone, or not capturable (another tab came to the front): report without it.
      console.warn('No screenshot of the detection', error);
      return null;
    }
  }
  return null;
}

/** The screenshot's width in pixels: the boxes come in CSS pixels and are scaled to it. */
async function widthOf(dataUrl: string): Promise<number> {
  const bitmap = await createImageBitmap(await (await fetch(dataUrl)).blob());
  const width = bitmap.width;
  bitmap.close();
  return width;
}

function scaled(boxes: DetectionBox[], factor: number): DetectionBox[] {
  return boxes.map((b) => ({
    ...b,
    x: b.x * factor,
    y: b.y * factor,
    width: b.width * factor,
    height: b.height * factor,
  }));
}

/** Queues the report of a detection and tries to send it. Answers the event id. */
export async function reportDetection(
  message: DetectionMessage,
  tab: chrome.tabs.Tab | undefined,
): Promise<string> {
  const eventId = crypto.randomUUID();
  const detectionTime = new Date().toISOString();
  const shot = message.screenshot && tab ? await screenshotOf(tab.windowId) : null;
  const ip = tab?.id !== undefined ? await pageIp(tab.id, message.event.url) : undefined;
  const factor = shot && message.viewportWidth > 0 ? shot.width / message.viewportWidth : 1;
  const boxes = scaled(message.boxes, factor);
  const event: ReportEvent & { eventId: string } = {
    ...message.event,
    eventId,
    detectionTime,
    deviceType: await deviceType(),
    ...(ip ? { domainIPAddress: ip } : {}),
    ...(shot && boxes.length > 0 ? { detectionBoxes: boxes } : {}),
  };
  await enqueue({
    event,
    ...(shot ? { screenshot: shot.base64 } : {}),
    ...(message.html ? { html: message.html } : {}),
  });
  // Sent in the background: the page's warning does not wait for the server.
  void flushQueue().catch((error) => console.warn('Reports stay queued', error));
  return eventId;
}
