import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CausedJob } from '../../../jobs/jobs.repository.ts';
import { type EventWrite, eventWriter } from './event-writer.ts';
import type { NewEvent } from './ingestion.repository.ts';

// The group commit of concurrent report calls: which calls share a statement and what each is told.
// The statement is a stand-in here that records what it was given; ingestion's own tests store
// events through the real one.

const eventRow = (eventId: string = randomUUID()): NewEvent => ({
  customerId: 1,
  eventId,
  type: 0,
  url: 'https://x.example/',
  detectionTime: new Date(),
});
const alertJob = (causes: string[]): CausedJob => ({
  queue: 'incident-alert',
  payload: { customerId: 1 },
  runAt: new Date(),
  dedupeKey: '1:42',
  causes,
});
const write = (...rows: NewEvent[]): EventWrite => ({ rows, followUps: [] });

/** A statement that waits until released, stores every row it is given (row ids 1, 2, ...) or fails. */
function recordingStatements(fails: (w: EventWrite) => boolean = () => false) {
  const statements: EventWrite[] = [];
  const releases: (() => void)[] = [];
  let nextId = 1;
  const insert = (w: EventWrite) => {
    statements.push(w);
    return new Promise<Map<string, number>>((resolve, reject) => {
      releases.push(() =>
        fails(w)
          ? reject(new Error('refused'))
          : resolve(new Map(w.rows.map((r) => [r.eventId.toLowerCase(), nextId++]))),
      );
    });
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => {
        release();
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { insert, statements, releaseAll };
}

describe('eventWriter', () => {
  it('writes a call at once while a statement is free, and the calls that wait meanwhile together', async () => {
    const s = recordingStatements();
    const writer = eventWriter(s.insert, { maxInFlight: 1, maxRows: 100 });
    const first = writer.write(write(eventRow()));
    const waiting = [eventRow(), eventRow(), eventRow()].map((r) => writer.write(write(r)));
    expect(s.statements.map((w) => w.rows.length)).toEqual([1]);
    await s.releaseAll();
    expect(s.statements.map((w) => w.rows.length)).toEqual([1, 3]);
    const answers = await Promise.all([first, ...waiting]);
    // Each call is told its own event's row id, and nothing of the others'.
    expect(answers.map((a) => [...a.values()])).toEqual([[1], [2], [3], [4]]);
  });

  it('starts a statement beside a running one only when the waiting calls fill it', async () => {
    const s = recordingStatements();
    const writer = eventWriter(s.insert, { maxInFlight: 2, maxRows: 3 });
    const calls = [writer.write(write(eventRow()))];
    calls.push(writer.write(write(eventRow())), writer.write(write(eventRow())));
    // Two events wait: not a full statement, so they wait for the running one.
    expect(s.statements.map((w) => w.rows.length)).toEqual([1]);
    calls.push(writer.write(write(eventRow())));
    // Three: a full statement starts at once, beside the first.
    expect(s.statements.map((w) => w.rows.length)).toEqual([1, 3]);
    // Two statements run, the most allowed: a full statement more waits.
    calls.push(writer.write(write(eventRow(), eventRow(), eventRow())));
    expect(s.statements.map((w) => w.rows.length)).toEqual([1, 3]);
    await s.releaseAll();
    expect(s.statements.map((w) => w.rows.length)).toEqual([1, 3, 3]);
    expect((await Promise.all(calls)).map((a) => a.size)).toEqual([1, 1, 1, 1, 3]);
  });

  it('never puts two events with one id in a statement, whatever their case', async () => {
    const s = recordingStatements();
    const writer = eventWriter(s.insert, { maxInFlight: 1, maxRows: 100 });
    const id = randomUUID();
    const calls = [
      writer.write(write(eventRow())),
      writer.write(write(eventRow(id))),
      writer.write(write(eventRow(id.toUpperCase()))),
      writer.write(write(eventRow())),
    ];
    await s.releaseAll();
    await Promise.all(calls);
    expect(s.statements.map((w) => w.rows.length)).toEqual([1, 2, 1]);
    expect(s.statements[2]?.rows[0]?.eventId).toBe(id.toUpperCase());
  });

  it('takes at most maxRows events a statement, and a larger call alone', async () => {
    const s = recordingStatements();
    const writer = eventWriter(s.insert, { maxInFlight: 1, maxRows: 3 });
    const calls = [
      writer.write(write(eventRow())),
      writer.write(write(eventRow(), eventRow())),
      writer.write(write(eventRow(), eventRow())),
      writer.write(write(eventRow(), eventRow(), eventRow(), eventRow())),
    ];
    await s.releaseAll();
    await Promise.all(calls);
    expect(s.statements.map((w) => w.rows.length)).toEqual([1, 2, 2, 4]);
  });

  it('writes each call of a failed statement again alone, so only the failing call fails', async () => {
    const bad = eventRow();
    const s = recordingStatements((w) => w.rows.includes(bad));
    const writer = eventWriter(s.insert, { maxInFlight: 1, maxRows: 100 });
    const first = writer.write(write(eventRow()));
    const good = writer.write(write(eventRow()));
    const failing = writer.write(write(bad));
    const settled = Promise.allSettled([first, good, failing]);
    await s.releaseAll();
    const [a, b, c] = await settled;
    expect([a?.status, b?.status, c?.status]).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(s.statements.map((w) => w.rows.length)).toEqual([1, 2, 1, 1]);
  });

  it('queues one incident alert for the calls of a statement that share its key, with all their causes', async () => {
    const s = recordingStatements();
    const writer = eventWriter(s.insert, { maxInFlight: 1, maxRows: 100 });
    const [x, y, z] = [eventRow(), eventRow(), eventRow()];
    const calls = [
      writer.write(write(eventRow())),
      writer.write({ rows: [x as NewEvent], followUps: [alertJob([(x as NewEvent).eventId])] }),
      writer.write({ rows: [y as NewEvent], followUps: [alertJob([(y as NewEvent).eventId])] }),
      writer.write({
        rows: [z as NewEvent],
        followUps: [{ ...alertJob([(z as NewEvent).eventId]), dedupeKey: undefined }],
      }),
    ];
    await s.releaseAll();
    await Promise.all(calls);
    expect(s.statements[1]?.followUps.map((j) => j.causes)).toEqual([
      [(x as NewEvent).eventId, (y as NewEvent).eventId],
      [(z as NewEvent).eventId],
    ]);
  });
});
