import { escapeMarkup } from '../../lib/escape-markup.ts';
import type { OutgoingMail } from '../../mail/outbox.repository.ts';

function linkMail(to: string, subject: string, lines: string[], action: string, link: string): OutgoingMail {
  const text = [...lines, '', `${action}: ${link}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeMarkup(line)}</p>`),
    `<p><a href="${escapeMarkup(link)}">${escapeMarkup(action)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function resetPasswordMail(to: string, brand: string, link: string): OutgoingMail {
  return linkMail(
    to,
    `Reset your ${brand} password`,
    [
      `Someone asked to reset the password of your ${brand} account.`,
      'The link below works once, for one hour. If it was not you, ignore this mail.',
    ],
    'Set a new password',
    link,
  );
}

export function invitationMail(
  to: string,
  brand: string,
  inviter: string | null,
  link: string,
): OutgoingMail {
  return linkMail(
    to,
    `You are invited to ${brand}`,
    [
      `${inviter ?? 'An administrator'} invited you to manage phishing protection in ${brand}.`,
      'Choose a password with the link below. It works once, for seven days.',
    ],
    'Accept the invitation',
    link,
  );
}

/** Told to an admin when their account signs in from a browser it never used before. */
export function newBrowserMail(
  to: string,
  brand: string,
  sighting: { browser: string; ip: string; at: Date },
  link: string,
): OutgoingMail {
  return linkMail(
    to,
    `New sign-in to ${brand}`,
    [
      `Your ${brand} account signed in from a browser it had not used before: ${sighting.browser}, from ${sighting.ip || 'an unknown address'}, at ${sighting.at.toUTCString()}.`,
      'If it was you, there is nothing to do. If not, end that session and change your password now.',
    ],
    'See your sessions',
    link,
  );
}
