// Millisecond factors for the units Go's time.ParseDuration accepts.
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3, // U+00B5 micro sign
  μs: 1e-3, // U+03BC Greek mu
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
};

const SEGMENT = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y;

/**
 * Parses a Go duration string ("24h", "1h30m", "-1.5h") into milliseconds, as GoTrue reads
 * `ban_duration`. Returns undefined when the text is not a Go duration.
 */
export function parseGoDuration(text: string): number | undefined {
  let rest = text;
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    if (rest.startsWith('-')) sign = -1;
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (rest === '') return undefined;

  let total = 0;
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < rest.length) {
    const match = SEGMENT.exec(rest);
    if (!match) return undefined;
    const [, amount = '', unit = ''] = match;
    const factor = UNIT_MS[unit];
    if (factor === undefined) return undefined;
    total += Number(amount) * factor;
  }
  return Number.isFinite(total) ? sign * total : undefined;
}
