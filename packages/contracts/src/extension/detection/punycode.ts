// Decodes an internationalized host label ("xn--pypal-4ve" to "pаypal"), RFC 3492, so that a look-alike
// host written with Cyrillic letters is compared by what it shows. The browser keeps hosts in their
// ASCII form; a label that does not decode is kept as it is.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 22;
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 97;
  return BASE;
}

function decodeLabel(encoded: string): string {
  const basicEnd = encoded.lastIndexOf('-');
  const output = basicEnd > 0 ? [...encoded.slice(0, basicEnd)].map((c) => c.codePointAt(0) ?? 0) : [];
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < encoded.length; ) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= encoded.length) throw new Error('truncated');
      const digit = digitOf(encoded.charCodeAt(index++));
      if (digit >= BASE) throw new Error('bad digit');
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (w > 1e9) throw new Error('overflow');
    }
    const points = output.length + 1;
    bias = adapt(i - oldI, points, oldI === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > 0x10ffff) throw new Error('overflow');
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/** The host with its xn-- labels decoded. */
export function unicodeHost(host: string): string {
  return host
    .split('.')
    .map((label) => {
      if (!label.toLowerCase().startsWith('xn--')) return label;
      try {
        return decodeLabel(label.slice(4).toLowerCase());
      } catch {
        return label;
      }
    })
    .join('.');
}
