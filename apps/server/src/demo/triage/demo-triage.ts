import { FALSE_POSITIVE_TYPE } from '@baitwatch/contracts/events/constants';
import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { EVENT_ACTIONS } from '../../features/events/acted-on/event-actions.service.ts';
import { type AppContext, appContext } from '../../features/services.ts';
import { type Random, seededRandom } from '../../lib/seeded-random.ts';
import { simulatedClock } from '../../lib/simulated-clock.ts';
import { type DemoAdminsWorld, demoAdmins } from '../demo-admins.ts';
import { type DemoPlace, demoTriageRepository, type TriageCandidate } from './demo-triage.repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const DEMO_TRIAGE = {
  seed: 20_261_124,
  /** The last week stays untouched: the queue an analyst opening the demo works through. */
  untouchedDays: 7,
  /** Of the provider's verifications, the share submitted to threat intel through the form's call. */
  toThreatIntel: 0.75,
};

type Decision = { action: keyof typeof EVENT_ACTIONS; by: 'provider' | 'customer' } | null;

/**
 * What happened to an older event: most incidents were verified by the provider's analysts, some
 * were false positives (reported by the provider or the organization's admin), a few were cleared.
 * Reported phish is verified less often. The rest were never looked at, as in a real queue.
 */
function decide(r: Random, event: TriageCandidate): Decision {
  const roll = r.next();
  if (event.type === EVENT_TYPES.reportedPhish) {
    if (roll < 0.3) return { action: 'verify', by: 'provider' };
    return roll < 0.35 ? { action: 'clear', by: 'provider' } : null;
  }
  if (roll < 0.38) return { action: 'verify', by: 'provider' };
  if (roll < 0.47) return { action: 'falsePositive', by: 'provider' };
  if (roll < 0.53) return { action: 'falsePositive', by: 'customer' };
  return roll < 0.57 ? { action: 'clear', by: 'provider' } : null;
}

/**
 * Triages the demo's older events through the event actions service, as the provider's and the
 * organizations' admins would have: each action is stamped some minutes to a day and a half after the
 * detection, and recorded on the event with who did it. Runs after the extension fleet reported them.
 */
export async function runDemoTriage(
  deps: AppDeps,
  world: DemoAdminsWorld,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  const clock = simulatedClock(deps.clock);
  const services = appContext({ ...deps, clock });
  const actions = services.eventActions;
  const submission = threatIntelSubmitter(services);
  const admins = demoAdmins(world);
  const provider = admins.provider;
  if (!provider) return;

  const now = deps.clock.now().getTime();
  const candidates = await demoTriageRepository(deps.database.db).untouchedBefore(
    new Date(now - DEMO_TRIAGE.untouchedDays * DAY_MS),
  );
  const random = seededRandom(DEMO_TRIAGE.seed);
  const repo = demoTriageRepository(deps.database.db);
  const choices = { places: await repo.places(), industries: await repo.industries() };
  let triaged = 0;
  let submitted = 0;
  for (const event of candidates) {
    const decision = decide(random, event);
    const actor = decision?.by === 'customer' ? admins.customerAdminOf(event.customerId) : provider;
    if (!decision || !actor) continue;
    const delay = random.int(20 * MINUTE_MS, 36 * 60 * MINUTE_MS);
    const at = new Date(Math.min(event.detectionTime.getTime() + delay, now - MINUTE_MS));
    const ref = { id: event.id };
    if (decision.action === 'verify' && random.next() < DEMO_TRIAGE.toThreatIntel) {
      await clock.runAt(at, () => submission(actor, event, random, choices));
      submitted += 1;
    } else {
      await clock.runAt(at, () =>
        actions.run(actor, event.customerId, ref, [], EVENT_ACTIONS[decision.action], () =>
          decision.action === 'falsePositive' ? { falsePositiveType: FALSE_POSITIVE_TYPE } : {},
        ),
      );
    }
    triaged += 1;
  }
  log.info(
    `demo triage: ${triaged} of ${candidates.length} older events triaged (${submitted} into threat intel) in ${Date.now() - started} ms`,
  );
}

/**
 * Verify as an analyst does it from the incident details: the Add to Threat Intel form's call, with
 * the event's URL and time, mostly an industry and a place, and the event's own evidence chosen.
 */
function threatIntelSubmitter({ incidents, threatIntel: intel }: AppContext) {
  return async (
    actor: Parameters<typeof intel.submit>[0],
    event: TriageCandidate,
    r: Random,
    choices: { places: DemoPlace[]; industries: string[] },
  ) => {
    const details = await incidents.details(actor, event.customerId, { id: event.id });
    const place = choices.places.length > 0 && r.next() < 0.8 ? r.pick(choices.places) : null;
    const industry = choices.industries.length > 0 && r.next() < 0.85 ? r.pick(choices.industries) : '';
    await intel.submit(
      actor,
      event.customerId,
      { id: event.id },
      {
        threatURL: details.url,
        threatDetectedOn: details.detectionTime,
        industry,
        country: place?.country ?? '',
        state: place?.state ?? '',
        city: place && r.next() < 0.8 ? place.city : '',
        screenshot: details.screenshotURL ?? '',
        html: r.next() < 0.7 ? (details.pageContentURL ?? '') : '',
      },
    );
  };
}
