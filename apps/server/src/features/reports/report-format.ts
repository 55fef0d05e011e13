// How a report writes its figures: pure, so the PDF and its tests agree on every string.

export const count = (n: number) => n.toLocaleString('en-US');

/** A wait as a person reads it: 45 min, 3 h 20 min, 2 d 4 h; none when nothing was triaged. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '–';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The change from the previous period: +12 (+40%), −3 (−20%), 0, or "new" from nothing. */
export function change(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return '–';
  const delta = current - previous;
  if (delta === 0) return '0';
  const sign = delta > 0 ? '+' : '−';
  if (previous === 0) return `${sign}${count(Math.abs(delta))}`;
  return `${sign}${count(Math.abs(delta))} (${sign}${Math.round((Math.abs(delta) / previous) * 100)}%)`;
}

/** Active users as a share of the licensed seats (or of the deployed users when seats have no cap). */
export function share(part: number, whole: number | null): string {
  if (!whole) return '–';
  return `${Math.round((part / whole) * 100)}%`;
}
