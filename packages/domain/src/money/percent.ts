// Percentages arrive as numbers or as strings (Postgres numeric). They are scaled to integer
// thousandths of a percent so that money maths stays in exact integers until the final rounding.

export type PercentInput = number | string;

const SCALE = 1000; // numeric(6,3) is the finest precision the schema stores
const HUNDRED_PERCENT = 100 * SCALE;

function toScaledPercent(percent: PercentInput): number {
  const value = typeof percent === 'string' ? Number(percent.trim()) : percent;
  if ((typeof percent === 'string' && percent.trim() === '') || !Number.isFinite(value)) {
    throw new RangeError(`Not a percentage: ${JSON.stringify(percent)}`);
  }
  return Math.round(value * SCALE);
}

/** numerator / denominator rounded to the nearest integer, halves away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`);
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  return rounded === 0 ? 0 : sign * rounded;
}

/** `percent` % of an amount in minor units, rounded halves away from zero. */
export function percentOf(amountMinor: number, percent: PercentInput): number {
  return divideRounded(amountMinor * toScaledPercent(percent), HUNDRED_PERCENT);
}

/** An amount changed by `percent` % (e.g. -10 for ten percent off), rounded once at the end. */
export function adjustByPercent(amountMinor: number, percent: PercentInput): number {
  return divideRounded(amountMinor * (HUNDRED_PERCENT + toScaledPercent(percent)), HUNDRED_PERCENT);
}
