import { ALL_USERS, type WorldUser } from './fixtures.ts';

type Call = (
  who: WorldUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<{ statusCode: number }>;

/** The status every world user gets for the same call (a body per user, when given). */
export async function statusesByRole(
  call: Call,
  method: 'GET' | 'POST',
  url: string,
  body?: (who: WorldUser) => object,
): Promise<Partial<Record<WorldUser, number>>> {
  const seen: Partial<Record<WorldUser, number>> = {};
  for (const who of ALL_USERS) seen[who] = (await call(who, method, url, body?.(who))).statusCode;
  return seen;
}

/** `ok` for the users named, 403 for everyone else. */
export const onlyFor = (ok: number, ...allowed: WorldUser[]) =>
  Object.fromEntries(ALL_USERS.map((who) => [who, allowed.includes(who) ? ok : 403]));

/** The messages of an error answer (the catalogue's `errors[].desc`). */
export const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { desc: string }[] }).errors.map((e) => e.desc);
