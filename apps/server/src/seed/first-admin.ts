import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { PRODUCT_NAME, PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { asSystem } from '../auth/authorize.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { organizationsService } from '../features/organizations/organizations.service.ts';

const MIN_PASSWORD_LENGTH = 12;

export interface FirstAdmin {
  email: string;
  password: string;
}

/** Without the demo (DEMO=0), the first provider admin comes from the environment; fail loudly if it cannot. */
export function firstAdminFromConfig(config: Config): FirstAdmin {
  const email = config.adminEmail?.trim();
  const password = config.adminPassword;
  if (!email || !password) {
    throw new Error(
      `DEMO=0 on an empty database needs ADMIN_EMAIL and ADMIN_PASSWORD to create the first ${PROVIDER_ROLE}. ` +
        'Set both and start again (or leave DEMO unset for the demo world).',
    );
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`ADMIN_EMAIL: ${MESSAGES.invalidEmail}`);
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`ADMIN_PASSWORD: ${MESSAGES.weakPassword}`);
  return { email, password };
}

export function seedFirstAdmin(db: Db, tx: Tx, admin: FirstAdmin) {
  return organizationsService({ database: { db } }).createAdmin(
    asSystem.everything(),
    { ...admin, firstName: PRODUCT_NAME, lastName: 'Admin', role: PROVIDER_ROLE, sendEmail: false },
    tx,
  );
}
