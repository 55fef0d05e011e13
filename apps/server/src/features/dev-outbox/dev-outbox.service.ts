import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { OutboxResponse } from '@baitwatch/contracts/dev-outbox/outbox';
import type { FeatureContext } from '../context.ts';

const RECENT = 50;

/**
 * The outbox holds live password-reset links, invitations and registration codes: reading it takes
 * over any account. So only a signed-in BaitwatchAdmin reads it, in every mode (docs/decisions/0015).
 */
export function devOutboxService(ctx: FeatureContext) {
  return {
    async recent(user: SessionUser): Promise<OutboxResponse> {
      ctx.policy.requireRole(user, PROVIDER_ROLE);
      const mails = await ctx.mailer.recent(RECENT);
      return {
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          created: mail.created.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
