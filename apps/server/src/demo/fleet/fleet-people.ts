import type { ClientInfo } from '@baitwatch/contracts/extension/client-info';
import type { SupportedOs } from '@baitwatch/contracts/extension/limits';
import type { Random } from '../../lib/seeded-random.ts';
import { FIRST_NAMES as FIRST, LAST_NAMES as LAST } from './fleet-names.ts';

const DAY_MS = 86_400_000;
const EXTENSION_VERSIONS = ['3.1.4', '3.2.0', '3.2.2', '3.3.0', '3.3.5', '3.4.1'];

/** An organization the fleet deploys to. */
export interface FleetOrganization {
  id: number;
  organizationName: string;
  licenseKey: string;
  noOfUsers: number | null;
  created: Date;
  isActive?: boolean;
}

/** One simulated browser profile with the extension: who, where, and when it registered and was last seen. */
export interface InstallPlan {
  organization: FleetOrganization;
  method: 'managed' | 'manual';
  identity: { osUserId: string; osComputerName: string; osUuid: string };
  email: string;
  client: ClientInfo;
  device: 'D' | 'M';
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** A later move to another browser or OS, reported by a heartbeat. */
  change?: { at: Date; client: ClientInfo };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

function clientFor(r: Random, os: SupportedOs, ageDays: number): ClientInfo {
  const browsers: Record<string, [string, number][]> = {
    Windows: [
      ['Chrome', 58],
      ['Edge', 34],
      ['Firefox', 5],
      ['Brave', 3],
    ],
    'Mac OS': [
      ['Chrome', 55],
      ['Safari', 30],
      ['Edge', 10],
      ['Firefox', 5],
    ],
    Linux: [
      ['Chrome', 50],
      ['Firefox', 40],
      ['Brave', 10],
    ],
    'Chrome OS': [['Chrome', 100]],
    iOS: [['Safari', 100]],
    Android: [
      ['Edge', 60],
      ['Chrome', 40],
    ],
  };
  const browser = r.weighted(browsers[os] ?? [['Chrome', 1]]);
  const major =
    browser === 'Safari' ? r.int(16, 18) : browser === 'Firefox' ? r.int(128, 133) : r.int(127, 131);
  // Older installs run older extension versions.
  const version =
    EXTENSION_VERSIONS[Math.max(0, EXTENSION_VERSIONS.length - 1 - Math.floor(ageDays / 75))] ?? '3.4.1';
  return {
    browser,
    browserVersion: `${major}.0.${r.int(1000, 6999)}.${r.int(10, 199)}`,
    os,
    extensionVersion: version,
  };
}

/**
 * About `total` installs over the organizations (more for larger ones), created over the last year
 * (never before the organization joined), most seen within the Active window, some long silent.
 */
export function planInstalls(
  r: Random,
  organizations: FleetOrganization[],
  total: number,
  now: Date,
): InstallPlan[] {
  const weights = organizations.map((o) => Math.sqrt(o.noOfUsers ?? 50));
  const sum = weights.reduce((a, b) => a + b, 0);
  const installs: InstallPlan[] = [];
  organizations.forEach((organization, index) => {
    const count = Math.max(3, Math.round((total * (weights[index] ?? 1)) / sum));
    const domain = `${slug(organization.organizationName)}.test`;
    const netbios = slug(organization.organizationName).slice(0, 8).toUpperCase();
    const earliest = Math.max(organization.created.getTime(), now.getTime() - 365 * DAY_MS);
    for (let i = 0; i < count; i++) {
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      const user = `${first[0]}${last}`.toLowerCase();
      const os = r.weighted<SupportedOs>([
        ['Windows', 60],
        ['Mac OS', 24],
        ['Linux', 4],
        ['Chrome OS', 5],
        ['iOS', 4],
        ['Android', 3],
      ]);
      const device = os === 'iOS' || os === 'Android' ? 'M' : 'D';
      // Registrations grow over the year: recent months get more. The first two of each organization
      // registered this week, so the dashboard's New users in last 7 days has some everywhere (the
      // random draw is still made, so every other plan stays as the seed gives it).
      const drawn = new Date(earliest + (now.getTime() - earliest - DAY_MS) * Math.sqrt(r.next()));
      const createdAt =
        i < 2 && now.getTime() - 6 * DAY_MS > earliest
          ? new Date(now.getTime() - (1 + i * 3) * DAY_MS - 3 * 3_600_000)
          : drawn;
      const active = r.chance(0.82);
      const lastSeenAt = active
        ? new Date(now.getTime() - r.int(5, 6 * 24 * 60) * 60_000)
        : new Date(Math.max(createdAt.getTime() + DAY_MS, now.getTime() - r.int(9, 120) * DAY_MS));
      const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
      const client = clientFor(r, os, ageDays);
      const plan: InstallPlan = {
        organization,
        method: device === 'D' && r.chance(0.75) ? 'managed' : 'manual',
        identity: {
          osUserId: os === 'Windows' ? `${netbios}\\${user}` : user,
          osComputerName:
            os === 'Mac OS'
              ? `${first}s-MacBook-Pro`
              : `${netbios}-${device === 'M' ? 'MB' : 'LT'}-${r.int(100, 9999)}`,
          osUuid: r.uuid().toUpperCase(),
        },
        email: `${first}.${last}${r.int(1, 99)}@${domain}`.toLowerCase(),
        client,
        device,
        ip: `10.${(organization.id * 7) % 250}.${r.int(0, 250)}.${r.int(1, 250)}`,
        createdAt,
        lastSeenAt: lastSeenAt > createdAt ? lastSeenAt : new Date(createdAt.getTime() + 60_000),
      };
      if (device === 'D' && r.chance(0.15)) {
        const span = plan.lastSeenAt.getTime() - createdAt.getTime();
        const changed = clientFor(
          r,
          r.chance(0.7) ? os : r.pick<SupportedOs>(['Windows', 'Mac OS', 'Linux']),
          0,
        );
        if (changed.browser !== client.browser || changed.os !== client.os)
          plan.change = { at: new Date(createdAt.getTime() + span * 0.6), client: changed };
      }
      installs.push(plan);
    }
  });
  return installs;
}
