import type { CausedJob } from '../../../jobs/jobs.repository.ts';
import type { NewEvent } from './ingestion.repository.ts';

/** What one report call writes: its new events and the jobs that follow them. */
export interface EventWrite {
  rows: NewEvent[];
  followUps: CausedJob[];
}

/** Stores events and their jobs in one statement; answers the new events' row ids by event id. */
export type InsertEvents = (write: EventWrite) => Promise<Map<string, number>>;

export interface EventWriterOptions {
  /**
   * The most statements running at once. While one runs, another starts only for a full statement
   * (maxRows waiting events): one-event calls then wait and share the next statement, while batches
   * from a busy fleet are written side by side.
   */
  maxInFlight: number;
  /** The most events one statement takes. */
  maxRows: number;
}

/** Event ids as the database compares them (a UUID in capitals is the same event). */
const key = (eventId: string) => eventId.toLowerCase();

interface Waiting {
  write: EventWrite;
  resolve: (stored: Map<string, number>) => void;
  reject: (error: unknown) => void;
}

/** The jobs of several calls: one incident alert per queue and key, announcing all their incidents. */
function mergedFollowUps(writes: EventWrite[]): CausedJob[] {
  const merged: CausedJob[] = [];
  const byKey = new Map<string, CausedJob>();
  for (const job of writes.flatMap((w) => w.followUps)) {
    const dedupe = job.dedupeKey ? `${job.queue}\u0000${job.dedupeKey}` : null;
    const same = dedupe ? byKey.get(dedupe) : undefined;
    if (same) same.causes = [...same.causes, ...job.causes];
    else {
      const copy = { ...job, causes: [...job.causes] };
      merged.push(copy);
      if (dedupe) byKey.set(dedupe, copy);
    }
  }
  return merged;
}

/**
 * Writes the events of concurrent report calls together (group commit). While no statement runs, a
 * call's events are written at once, alone; calls that arrive while one runs wait, and the next
 * statement takes them together. One statement then pays the per-statement work that dominates a
 * one-event call (the round trip, the commit, the statement-level triggers of the dashboard's
 * aggregates and of Remove Repeat URL's records) for many calls, and the events of a busy fleet are
 * written as the extension's batches are. When the waiting calls fill a statement, it starts beside
 * the running ones (up to `maxInFlight`), so large batches are not held to one statement at a time.
 * A statement never holds two events with the same id (a retry racing its first try waits for the
 * next one), so each call's answer is its own. Should a statement of several calls fail, each call
 * is written again alone, so one call's failure is never another's.
 */
export function eventWriter(insert: InsertEvents, options: EventWriterOptions) {
  const waiting: Waiting[] = [];
  let waitingRows = 0;
  let inFlight = 0;

  /** The longest run of waiting calls, in order, with distinct event ids and at most maxRows events. */
  function nextGroup(): Waiting[] {
    const group: Waiting[] = [];
    const ids = new Set<string>();
    let rows = 0;
    for (let i = 0; i < waiting.length; ) {
      const call = waiting[i] as Waiting;
      const keys = call.write.rows.map((r) => key(r.eventId));
      const fits = group.length === 0 || rows + keys.length <= options.maxRows;
      if (!fits) break;
      if (keys.some((k) => ids.has(k))) {
        i++;
        continue;
      }
      for (const k of keys) ids.add(k);
      rows += keys.length;
      group.push(call);
      waiting.splice(i, 1);
      waitingRows -= keys.length;
    }
    return group;
  }

  async function run(group: Waiting[]) {
    if (group.length === 1) {
      const [call] = group as [Waiting];
      await insert(call.write).then(call.resolve, call.reject);
      return;
    }
    try {
      const stored = await insert({
        rows: group.flatMap((call) => call.write.rows),
        followUps: mergedFollowUps(group.map((call) => call.write)),
      });
      for (const call of group)
        call.resolve(
          new Map(
            call.write.rows.flatMap((r) => {
              const id = stored.get(key(r.eventId));
              return id === undefined ? [] : [[key(r.eventId), id] as const];
            }),
          ),
        );
    } catch {
      await Promise.all(group.map((call) => insert(call.write).then(call.resolve, call.reject)));
    }
  }

  function pump() {
    while (
      waiting.length > 0 &&
      (inFlight === 0 || (inFlight < options.maxInFlight && waitingRows >= options.maxRows))
    ) {
      const group = nextGroup();
      inFlight += 1;
      void run(group).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    write(write: EventWrite): Promise<Map<string, number>> {
      return new Promise((resolve, reject) => {
        waiting.push({ write, resolve, reject });
        waitingRows += write.rows.length;
        pump();
      });
    },
  };
}
