import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookups } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { lookupsImportService } from './lookups-import.service.ts';

describe('lookups import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (lookupId: string) =>
    t.deps.database.db
      .select({ code: lookups.code, value: lookups.value, sortOrder: lookups.sortOrder })
      .from(lookups)
      .where(eq(lookups.lookupId, lookupId))
      .orderBy(asc(lookups.sortOrder));

  it('keeps a list in the order given and adds only what is new on a second import', async () => {
    const service = lookupsImportService(t.deps);
    const first = [
      { code: 'B', value: 'Bravo' },
      { code: 'A', value: 'Alpha' },
    ];
    expect(await service.importList('LKP_TEST', first)).toBe(2);
    expect(await service.hasEntries('LKP_TEST')).toBe(true);
    expect(await service.importList('LKP_TEST', [...first, { code: 'C', value: 'Charlie' }])).toBe(1);
    expect(await list('LKP_TEST')).toEqual([
      { code: 'B', value: 'Bravo', sortOrder: 1 },
      { code: 'A', value: 'Alpha', sortOrder: 2 },
      { code: 'C', value: 'Charlie', sortOrder: 3 },
    ]);
    expect(await service.hasEntries('LKP_OTHER')).toBe(false);
  });
});
