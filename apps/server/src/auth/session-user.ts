import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { Role } from '@baitwatch/contracts/common/product';

export interface AdminIdentity {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  tenantId: number | null;
  customerId: number | null;
  sendEmail: boolean;
}

/** The token's claims for an admin user (spec doc 1 §3: user_id, role, name, tenantId, email, domain, firebase.tenant). */
export function toSessionUser(user: AdminIdentity, tenantSubDomain: string | null): SessionUser {
  return {
    user_id: user.id,
    role: user.role as Role,
    name: `${user.firstName} ${user.lastName}`.trim(),
    tenantId: user.tenantId,
    customerId: user.customerId,
    email: user.email,
    domain: tenantSubDomain,
    firebase: { tenant: user.tenantId === null ? null : String(user.tenantId) },
    sendEmail: user.sendEmail,
  };
}
