import type { FastifyReply } from 'fastify';

/** Sends CSV text as a download named `<name>-<YYYY-MM-DD>.csv`; never cached, it is tenant data. */
export function sendCsvFile(reply: FastifyReply, csv: string, name: string, now: Date) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
