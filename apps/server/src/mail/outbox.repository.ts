import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { mailAttachments, mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Stored with the mail, in its transaction (a report's PDF): never a mail without them. */
  attachments?: MailAttachment[] | undefined;
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export function outboxRepository(db: Db) {
  return {
    async insert(tx: Db | Tx, mail: OutgoingMail): Promise<number> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (mail.attachments?.length)
        await tx
          .insert(mailAttachments)
          .values(mail.attachments.map((a, position) => ({ mailId: id, position, ...a })));
      return id;
    },
    async attachments(id: number): Promise<MailAttachment[]> {
      return db
        .select({
          fileName: mailAttachments.fileName,
          contentType: mailAttachments.contentType,
          content: mailAttachments.content,
        })
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, id))
        .orderBy(asc(mailAttachments.position));
    },
    async find(id: number) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
    async markSent(id: number, at: Date) {
      await db
        .update(mailOutbox)
        .set({ sentAt: at, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },
    /** One try that the mail server refused or that could not reach it; `failedAt` when it was the last. */
    async markFailedAttempt(id: number, error: string, failedAt: Date | null) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 1000), failedAt })
        .where(eq(mailOutbox.id, id));
    },
    async recent(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
    /** The subject of the newest mail to this address (the fleet reads registration codes from it). */
    async latestSubjectTo(to: string): Promise<string | undefined> {
      const [row] = await db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return row?.subject;
    },
    async unsent() {
      return db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
    },
  };
}
