import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import type { DetectionBox, ReportEvent } from '@baitwatch/contracts/extension/report-event';
import { type Random, zipfWeights } from '../../lib/seeded-random.ts';
import type { PageLayout } from './fake-login-page.ts';
import type { PageHtmlSpec } from './fake-page-html.ts';
import type { InstallPlan } from './fleet-people.ts';

const DAY_MS = 86_400_000;
const HEADINGS = [
  'Sign in',
  'Verify your account',
  'Your session has expired',
  'Confirm your identity',
  'Unlock your account',
  'Review the shared document',
  'Update your payment details',
];
const NOTICES = [
  undefined,
  undefined,
  'Unusual sign-in activity detected. Verify your identity to continue.',
  'Your password expires today. Keep your current password.',
  'You have 3 messages waiting for delivery.',
];
const PATHS = [
  '/signin',
  '/login.php',
  '/owa/auth/logon.aspx',
  '/auth/verify',
  '/secure/index.html',
  '/wp-content/plugins/sso/index.html',
  '/account/update',
  '/session/restore',
];
const HOSTS = [
  (b: string) => `${b}-secure-login.example.com`,
  (b: string) => `login.${b}.account-verify.example.net`,
  (b: string) => `${b}.com.session-check.example.org`,
  (b: string) => `secure-${b}-support.example.com`,
  (b: string) => `mail-${b}-portal.example.net`,
];
const TEST_NETS = ['192.0.2', '198.51.100', '203.0.113'];

/** A brand the extension protects, from its config's brand policies. */
export interface FleetBrand {
  brandName: string;
  domains: string[];
}

/** One phishing kit (or legitimate page) seen by several users over a few days. */
export interface Campaign {
  type: number;
  brand: string;
  url: string;
  ip: string;
  start: number;
  days: number;
  modelCode: string;
  page: { layout: PageLayout; heading: string; notice?: string | undefined; variant: number };
  html: PageHtmlSpec;
}

export interface EventPlan {
  install: InstallPlan;
  campaign: Campaign;
  event: ReportEvent;
  /** Whether the report carries the model's boxes (drawn on the marked screenshot). */
  boxes: boolean;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The look of a brand's kit: two variants per brand, so that a small pool of rendered screenshots
 * serves every campaign and each screenshot matches its page HTML.
 */
export function pageVariant(brand: string, variant: number): Campaign['page'] {
  let h = variant * 7919;
  for (const c of brand) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const layouts: PageLayout[] = ['card', 'split', 'card', 'banner'];
  return {
    layout: layouts[h % layouts.length] ?? 'card',
    heading: HEADINGS[(h >>> 3) % HEADINGS.length] ?? 'Sign in',
    notice: NOTICES[(h >>> 7) % NOTICES.length],
    variant,
  };
}

function campaign(r: Random, brands: FleetBrand[], now: number, windowDays: number): Campaign {
  // The first brands (the most imitated) come up far more often.
  const index = Math.min(brands.length - 1, Math.floor(brands.length * r.next() ** 2.2));
  const brand = brands[index] as FleetBrand;
  const type = r.weighted<number>([
    [EVENT_TYPES.incident, 48],
    [EVENT_TYPES.productVerified, 12],
    [EVENT_TYPES.reportedPhish, 14],
    [EVENT_TYPES.googleFormPassword, 10],
    [EVENT_TYPES.unknown, 9],
    [EVENT_TYPES.legit, 7],
  ]);
  const b = slug(brand.brandName);
  const host = r.pick(HOSTS)(b);
  const url =
    type === EVENT_TYPES.googleFormPassword
      ? `https://docs.google.com/forms/d/e/1FAIpQLS${r.hex(12)}${r.hex(12)}/viewform`
      : type === EVENT_TYPES.legit
        ? `https://${r.pick(brand.domains.length ? brand.domains : [`${b}.com`])}/login`
        : `https://${host}${r.pick(PATHS)}${r.chance(0.3) ? `?session=${r.hex(16)}` : ''}`;
  // Two looks for the most imitated brands, one for the rest: a small pool of screenshots.
  const page = pageVariant(brand.brandName, index < 10 ? r.int(0, 1) : 0);
  return {
    type,
    brand: brand.brandName,
    url,
    ip: `${r.pick(TEST_NETS)}.${r.int(1, 254)}`,
    start: now - r.next() * windowDays * DAY_MS,
    days: r.int(1, 12),
    modelCode: r.chance(0.2) ? 'OPENAI1' : 'PP1',
    page,
    html: {
      brand: brand.brandName,
      url,
      heading: page.heading,
      collector: `cdn-${r.hex(6)}.example.net`,
      script: r.weighted<PageHtmlSpec['script']>([
        ['none', 4],
        ['fetch', 4],
        ['obfuscated', 2],
      ]),
      googleForm: type === EVENT_TYPES.googleFormPassword,
    },
  };
}

/**
 * `count` events over the last `windowDays`: campaigns of popular brands, each hitting users of any
 * organization within its days; some users are hit far more often (Top Vulnerable Users), some URLs
 * reach many users (Top Threats, repeat URLs). Each event's user was registered and active by then.
 */
export function planEvents(
  r: Random,
  installs: InstallPlan[],
  brands: FleetBrand[],
  options: { count: number; now: Date; windowDays: number },
): EventPlan[] {
  const now = options.now.getTime();
  const campaigns = Array.from({ length: Math.max(20, Math.round(options.count / 12)) }, () =>
    campaign(r, brands, now, options.windowDays),
  );
  const campaignWeights = zipfWeights(campaigns.length, 0.8).map(
    (w, i) => [campaigns[i] as Campaign, w] as const,
  );
  // Some users are hit far more often than others, in every organization (installs come org by org).
  const shuffled = r.shuffle(installs);
  const userWeights = zipfWeights(shuffled.length, 0.7).map(
    (w, i) => [shuffled[i] as InstallPlan, w] as const,
  );
  const plans: EventPlan[] = [];
  for (let attempt = 0; plans.length < options.count && attempt < options.count * 20; attempt++) {
    const c = r.weighted(campaignWeights);
    const at = Math.min(now - 60_000, c.start + r.next() * c.days * DAY_MS);
    const install = r.weighted(userWeights);
    if (install.createdAt.getTime() > at || install.lastSeenAt.getTime() < at) continue;
    const boxes =
      (c.type === EVENT_TYPES.incident ||
        c.type === EVENT_TYPES.productVerified ||
        c.type === EVENT_TYPES.googleFormPassword) &&
      r.chance(0.6);
    plans.push({
      install,
      campaign: c,
      boxes,
      event: {
        eventId: r.uuid(),
        type: c.type,
        url: c.url,
        detectionTime: new Date(at).toISOString(),
        brands: c.type === EVENT_TYPES.unknown && r.chance(0.5) ? [] : [c.brand],
        modelCode: c.modelCode,
        domainIPAddress: c.ip,
        userAction: r.chance(0.35) ? 'Close' : 'Pending',
        deviceType: install.device,
      },
    });
  }
  return plans;
}

/** The model's boxes for a screenshot, with scores that differ a little per detection (roll in [0, 1)). */
export const jitterBoxes = (roll: number, boxes: DetectionBox[]): DetectionBox[] =>
  boxes.map((b, i) => ({
    ...b,
    score:
      Math.round(
        Math.min(0.99, Math.max(0.5, (b.score ?? 0.8) + (((roll * (i + 3)) % 1) - 0.5) * 0.16)) * 100,
      ) / 100,
  }));
