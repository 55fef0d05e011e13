import { outboxResponseSchema } from '@baitwatch/contracts/dev-outbox/outbox';
import type { Db } from '../../db/client.ts';
import { outboxRepository } from '../../mail/outbox.repository.ts';
import type { CodeSource } from './fleet-runner.ts';
import type { Transport } from './transport.ts';

const codeIn = (subject: string | undefined) => /\b(\d{6})\b/.exec(subject ?? '')?.[1];

function found(email: string, code: string | undefined): string {
  if (!code) throw new Error(`no registration code was mailed to ${email}`);
  return code;
}

/** In process: the newest code mailed to this address (read from the outbox table). */
export const outboxCodes =
  (db: Db): CodeSource =>
  async (email) =>
    found(email, codeIn(await outboxRepository(db).latestSubjectTo(email)));

/** Over HTTP: the development outbox page's API (on by default without SMTP). */
export const devOutboxCodes =
  (transport: Transport): CodeSource =>
  async (email) => {
    const res = await transport({ method: 'GET', path: '/dev/api/outbox' });
    if (res.status !== 200) throw new Error(`the dev outbox answered ${res.status}; is DEV_OUTBOX on?`);
    const { mails } = outboxResponseSchema.parse(JSON.parse(res.text));
    return found(email, codeIn(mails.find((mail) => mail.to === email)?.subject));
  };
