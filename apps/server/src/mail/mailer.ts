import nodemailer from 'nodemailer';
import type { Db, Tx } from '../db/client.ts';
import { JOBS } from '../jobs/job-kinds.ts';
import type { Queue } from '../jobs/queue.ts';
import type { Clock } from '../lib/clock.ts';
import { type OutgoingMail, outboxRepository } from './outbox.repository.ts';

export interface Mailer {
  /** Stores the mail in the outbox inside the caller's transaction; delivery follows through the queue. */
  send(tx: Db | Tx, mail: OutgoingMail): Promise<void>;
  recent(limit: number): ReturnType<ReturnType<typeof outboxRepository>['recent']>;
  /** Whether mail leaves through SMTP, or stays in the outbox (no SMTP_URL). */
  readonly delivers: boolean;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL a job delivers it through nodemailer;
 * without, it stays in the outbox, which the development page shows so its links can be followed.
 */
export function createMailer(options: {
  db: Db;
  queue: Queue;
  clock: Clock;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const outbox = outboxRepository(options.db);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  if (transport) {
    options.queue.handle(JOBS.deliverMail, async ({ id }, attempt) => {
      const mail = await outbox.find(id);
      if (!mail || mail.sentAt) return;
      const attachments = await outbox.attachments(id);
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: attachments.map((a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: a.content,
          })),
          // RFC 3834: sent by a program, so auto-responders (out of office) do not answer it.
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        // Kept on the mail for the outbox page; the queue tries again with backoff, and after the last
        // try the mail shows as failed with this error.
        const last = attempt.attempts >= attempt.maxAttempts;
        await outbox.markFailedAttempt(
          id,
          (error as Error).message ?? String(error),
          last ? options.clock.now() : null,
        );
        throw error;
      }
      await outbox.markSent(id, options.clock.now());
    });
  }
  return {
    async send(tx, mail) {
      const id = await outbox.insert(tx, mail);
      if (transport) await options.queue.enqueue(tx, JOBS.deliverMail, { id });
    },
    recent: (limit) => outbox.recent(limit),
    delivers: transport !== null,
  };
}
