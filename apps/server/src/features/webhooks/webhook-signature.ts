import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret, as Standard Webhooks writes them: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** What the console shows of a secret after it was created: enough to tell two apart. */
export const secretHintOf = (secret: string) => `${secret.slice(0, 10)}…`;

/**
 * The Standard Webhooks headers of one try: the message id (the same on every try and a resend),
 * the time of this try, and a signature with each secret that signs now (two during a rotation's
 * overlap, space-separated, so a receiver holding either verifies).
 */
export function signedHeaders(
  messageId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  };
}
