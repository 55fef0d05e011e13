import type { LiveIncidents, LiveStatus } from '@baitwatch/contracts/live/live-messages';

/** The PostgreSQL channel every server process listens on for the live console (decision 0072). */
export const LIVE_CHANNEL = 'baitwatch_live';

/**
 * One NOTIFY between processes: a change in one organization, with its tenant so that a Global View's
 * stream can match it. `id` is unique across processes (the publishing process's boot id and a
 * counter); every listener hears the notifications in the same (commit) order, so a stream's last id
 * means the same in every process that heard it.
 */
export type LiveNotification =
  | { id: string; kind: 'incidents'; tenantId: number; message: LiveIncidents }
  | { id: string; kind: 'status'; tenantId: number; message: LiveStatus };

export type LiveKind = LiveNotification['kind'];

/** A notification as heard, or null when it is not one of ours (a stray NOTIFY on the channel). */
export function readNotification(payload: string): LiveNotification | null {
  try {
    const parsed = JSON.parse(payload) as Partial<LiveNotification>;
    const known = parsed.kind === 'incidents' || parsed.kind === 'status';
    return known && typeof parsed.id === 'string' && typeof parsed.tenantId === 'number' && parsed.message
      ? (parsed as LiveNotification)
      : null;
  } catch {
    return null;
  }
}
