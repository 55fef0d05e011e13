import { type DetectionBox, detectionBoxSchema } from '@baitwatch/contracts/extension/report-event';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { customers, events } from '../../../db/schema/index.ts';

const boxesSchema = z.array(detectionBoxSchema);

export interface EvidenceSource {
  container: string;
  customerId: number;
  installId: string;
  eventId: string;
  hasScreenshot: boolean;
  detectionBoxes: DetectionBox[];
}

/** What the evidence jobs read and mark. A job names its organization; it runs outside any session. */
export function evidenceJobsRepository(db: Db) {
  const where = (customerId: number, eventId: string) =>
    and(eq(events.customerId, customerId), eq(events.eventId, eventId));
  return {
    async source(customerId: number, eventId: string): Promise<EvidenceSource | null> {
      const [row] = await db
        .select({
          container: customers.blobContainer,
          installId: events.installId,
          hasScreenshot: events.hasScreenshot,
          detectionBoxes: events.detectionBoxes,
        })
        .from(events)
        .innerJoin(customers, eq(customers.id, events.customerId))
        .where(where(customerId, eventId));
      if (!row?.installId) return null;
      const boxes = boxesSchema.safeParse(row.detectionBoxes ?? []);
      return {
        container: row.container,
        customerId,
        installId: row.installId,
        eventId,
        hasScreenshot: row.hasScreenshot,
        detectionBoxes: boxes.success ? boxes.data : [],
      };
    },
    async markDone(customerId: number, eventId: string, kind: 'resized' | 'marked') {
      await db
        .update(events)
        .set(kind === 'resized' ? { hasResized: true } : { hasMarked: true })
        .where(where(customerId, eventId));
    },
  };
}
