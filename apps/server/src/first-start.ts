import type { FastifyBaseLogger } from 'fastify';
import { DEMO_ACTIVITY_STEPS, type DemoActivityStep } from './demo/demo-activity.ts';
import { type DemoWorld, seedDemoWorld } from './demo/seed-demo-world.ts';
import type { AppDeps } from './deps.ts';
import { firstAdminFromConfig, seedFirstAdmin } from './seed/first-admin.ts';
import { importReferenceData } from './seed/reference-data.ts';
import { seedStateRepository } from './seed/seed-state.repository.ts';

/**
 * Seeds an empty database once (no tenants, no admins): reference lookups always, then the demo world,
 * or with DEMO=0 only a first provider admin. One transaction, so a failed seed leaves nothing behind
 * and the next start tries again. Answers the new demo world, whose activity (the extension fleet and
 * its events) the caller runs with `runDemoActivity`: the server does so after it starts listening, so
 * the console is up within seconds while the fleet reports, as a real fleet would.
 */
export async function seedOnFirstStart(deps: AppDeps, log: FastifyBaseLogger): Promise<DemoWorld | null> {
  const started = Date.now();
  const { db } = deps.database;
  const state = seedStateRepository(db);
  const world = await db.transaction(async (tx) => {
    await state.lock(tx);
    if (!(await state.isEmpty(tx))) return null;
    const firstAdmin = deps.config.demo ? null : firstAdminFromConfig(deps.config);
    const reference = await importReferenceData(db, tx);
    log.info(reference, `seed: reference lookups in ${Date.now() - started} ms`);
    if (firstAdmin) {
      const admin = await seedFirstAdmin(db, tx, firstAdmin);
      log.info(`seed: first provider admin ${admin.email}`);
      return null;
    }
    return seedDemoWorld(db, tx, deps.clock, deps.config.demoPassword);
  });
  if (!world) return null;
  log.info(
    `seed: demo world (${world.tenants.length} tenants, ${world.organizations.length} organizations, ` +
      `${world.adminCount} admins, ${world.brandPolicyCount} brand policies) in ${Date.now() - started} ms`,
  );
  return world;
}

/** Fills a new demo world with activity, step by step (each in its own transactions). */
export async function runDemoActivity(
  deps: AppDeps,
  world: DemoWorld,
  log: FastifyBaseLogger,
  activity: readonly DemoActivityStep[] = DEMO_ACTIVITY_STEPS,
) {
  for (const step of activity) {
    const stepStarted = Date.now();
    await step.run(deps, world, log);
    log.info(`seed: ${step.name} in ${Date.now() - stepStarted} ms`);
  }
}
