import { SOC_MESSAGES } from '@baitwatch/contracts/enterprise-soc/messages';
import type { ApiKeyHolderRef } from '../../auth/access-policy.ts';
import { badRequest } from '../../http/errors.ts';
import { secretSealer } from '../../lib/sealed-secret.ts';

// fetch-incidents' snapshotId (decision 0047): the newest event id when page 1 was read, so later pages
// leave out what arrived since. Handed out sealed (AES-GCM under the server secret) with the key's
// holder inside: a plain id told every key holder the whole platform's event volume, and one holder's
// snapshot is refused to another.

const holderOf = (holder: ApiKeyHolderRef) =>
  holder.kind === 'customer' ? `c${holder.customerId}` : `t${holder.tenantId}`;

export function socSnapshots(serverSecret: string) {
  const sealer = secretSealer(serverSecret, 'soc-snapshot');
  return {
    seal: (holder: ApiKeyHolderRef, lastEventId: number) =>
      sealer.seal(JSON.stringify({ h: holderOf(holder), n: lastEventId })),

    /** The event id inside a snapshot this holder was given; anything else is a 400. */
    open(holder: ApiKeyHolderRef, snapshot: string): number {
      try {
        const opened = JSON.parse(sealer.open(snapshot) ?? 'null') as { h?: unknown; n?: unknown } | null;
        if (opened?.h === holderOf(holder) && Number.isSafeInteger(opened.n) && (opened.n as number) >= 0)
          return opened.n as number;
      } catch {
        // Not JSON inside: not ours.
      }
      throw badRequest(SOC_MESSAGES.invalidSnapshot);
    },
  };
}
