import { login as loginCall } from '@baitwatch/contracts/auth/session-calls';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { getOutbox } from '@baitwatch/contracts/dev-outbox/calls';
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

/** The BaitwatchAdmin login that reads the development outbox (the only role it answers). */
export interface OutboxReader {
  email: string;
  password: string;
  functionsKey: string;
}

/** Logs the reader in once and answers the bearer header of its session. */
function readerSession(transport: Transport, reader: OutboxReader) {
  let headers: Promise<Record<string, string>> | null = null;
  const login = async () => {
    const res = await transport({
      method: loginCall.method,
      path: loginCall.path,
      headers: { [FUNCTIONS_KEY_HEADER]: reader.functionsKey },
      json: { email: reader.email, password: reader.password },
    });
    if (res.status !== 200) throw new Error(`logging in as ${reader.email} answered ${res.status}`);
    return { authorization: `Bearer ${(JSON.parse(res.text) as { id_token: string }).id_token}` };
  };
  return () => {
    headers ??= login().catch((error: unknown) => {
      headers = null;
      throw error;
    });
    return headers;
  };
}

/** Over HTTP: the development outbox page's API (on by default without SMTP), as a BaitwatchAdmin. */
export const devOutboxCodes = (transport: Transport, reader: OutboxReader): CodeSource => {
  const session = readerSession(transport, reader);
  return async (email) => {
    const res = await transport({ method: getOutbox.method, path: getOutbox.path, headers: await session() });
    if (res.status !== 200)
      throw new Error(
        `the dev outbox answered ${res.status}; is DEV_OUTBOX on, and the login a BaitwatchAdmin?`,
      );
    const { mails } = outboxResponseSchema.parse(JSON.parse(res.text));
    return found(email, codeIn(mails.find((mail) => mail.to === email)?.subject));
  };
};
