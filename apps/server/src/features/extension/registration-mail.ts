import { REGISTRATION_CODE_TTL_MINUTES } from '@baitwatch/contracts/extension/limits';
import type { OutgoingMail } from '../../mail/outbox.repository.ts';

/** The manual-registration mail. The code is the only secret in it; it expires and allows few attempts. */
export function registrationMail(to: string, code: string, brandName: string): OutgoingMail {
  const text = [
    `Your ${brandName} verification code is ${code}.`,
    '',
    `Enter it in the ${brandName} extension to finish registering this browser. It expires in ${REGISTRATION_CODE_TTL_MINUTES} minutes.`,
    `If you did not try to register the ${brandName} extension, you can ignore this email.`,
  ].join('\n');
  return { to, subject: `Your ${brandName} verification code: ${code}`, text };
}
