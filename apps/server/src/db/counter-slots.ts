import type pg from 'pg';

/**
 * Gives each connection of the pool its own slot of the dashboard's counters (migration 0015,
 * decision 0058): the lowest slot that no open connection of this process holds, set for the session
 * as the connection opens, so before any statement of the caller that asked for it (a client runs its
 * statements in order). No two connections of the process then wait on the same counter row.
 */
export function assignCounterSlots(pool: pg.Pool) {
  const taken = new Set<number>();
  pool.on('connect', (client) => {
    let slot = 0;
    while (taken.has(slot)) slot++;
    taken.add(slot);
    client.once('end', () => taken.delete(slot));
    client.query(`set baitwatch.counter_slot = ${slot}`).catch(() => {
      // A lost connection: the pool discards it. Counted without the setting, its statements would
      // use the slot of their backend's process id, which is as correct, only shared more often.
    });
  });
}
