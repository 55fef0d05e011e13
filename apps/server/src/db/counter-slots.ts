import type pg from 'pg';

/** The first of the two keys of the slots' session advisory locks (the second is the slot). */
const SLOT_LOCK_CLASS = 7_320_411;
/** More slots than connections ever open at once; past them a connection uses dashboard_slot()'s own. */
const MAX_SLOTS = 256;

/**
 * Takes a slot of the dashboard's counters for a new connection (migration 0015, decision 0058): the
 * lowest slot whose session advisory lock no open connection holds, across every server process on
 * the database, so no two open connections wait on the same counter row. PostgreSQL lets the lock
 * go when the connection ends. The pool awaits this (its onConnect) before the connection runs any
 * statement of the caller that asked for it; should it fail, the pool drops the connection and that
 * caller's statement fails, as for any connection lost while opening.
 */
export async function takeCounterSlot(client: pg.ClientBase): Promise<void> {
  await client.query(
    `select set_config('baitwatch.counter_slot', coalesce((
       select s from generate_series(0, ${MAX_SLOTS - 1}) s
       where pg_try_advisory_lock(${SLOT_LOCK_CLASS}, s) limit 1)::text, ''), false)`,
  );
}
