import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { MailState, OutboxResponse } from '@baitwatch/contracts/dev-outbox/outbox';
import type { FeatureContext } from '../context.ts';

const RECENT = 50;

function stateOf(mail: { sentAt: Date | null; failedAt: Date | null }, delivers: boolean): MailState {
  if (mail.sentAt) return 'sent';
  if (mail.failedAt) return 'failed';
  return delivers ? 'pending' : 'kept';
}

/**
 * The outbox holds live password-reset links, invitations and registration codes: reading it takes
 * over any account. So only a signed-in BaitwatchAdmin reads it, in every mode (docs/decisions/0015).
 */
export function devOutboxService(ctx: FeatureContext) {
  return {
    async recent(user: SessionUser): Promise<OutboxResponse> {
      ctx.policy.requireRole(user, PROVIDER_ROLE);
      const mails = await ctx.mailer.recent(RECENT);
      const delivers = ctx.mailer.delivers;
      return {
        delivers,
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          created: mail.created.toISOString(),
          state: stateOf(mail, delivers),
          sentAt: mail.sentAt?.toISOString() ?? null,
          attempts: mail.attempts,
          lastError: mail.lastError,
          failedAt: mail.failedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
