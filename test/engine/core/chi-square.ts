/**
 * Pearson's chi-square goodness-of-fit test for dice statistics: the upper tail of the chi-square distribution
 * from the regularised incomplete gamma function (series / continued fraction, Numerical Recipes §6.2).
 */
function logGamma(x: number): number {
  // Lanczos approximation, g = 7.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Q(a, x) = Γ(a, x) / Γ(a): the upper regularised incomplete gamma function. */
export function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const gln = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let del = sum;
    let ap = a;
    for (let n = 0; n < 1000; n++) {
      ap += 1;
      del *= x / ap;
      sum += del;
      if (Math.abs(del) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - gln);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - gln) * h;
}

/** P(X ≥ statistic) for X ~ chi-square with `df` degrees of freedom. */
export function chiSquarePValue(statistic: number, df: number): number {
  return upperGammaQ(df / 2, statistic / 2);
}

export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
}

/**
 * Observed counts against exact probabilities. Bins whose expected count is below 5 are pooled into their
 * neighbour (the usual validity condition), so tails of large pools do not inflate the statistic.
 */
export function chiSquare(observed: readonly number[], probs: readonly number[]): ChiSquareResult {
  if (observed.length !== probs.length) throw new RangeError("observed and expected have different lengths");
  const n = observed.reduce((s, v) => s + v, 0);
  const bins: Array<{ o: number; e: number }> = [];
  let o = 0;
  let e = 0;
  for (let i = 0; i < probs.length; i++) {
    o += observed[i]!;
    e += probs[i]! * n;
    if (e >= 5) {
      bins.push({ o, e });
      o = 0;
      e = 0;
    }
  }
  if (e > 0 || o > 0) {
    if (bins.length === 0) bins.push({ o, e });
    else {
      bins[bins.length - 1]!.o += o;
      bins[bins.length - 1]!.e += e;
    }
  }
  let statistic = 0;
  for (const b of bins) statistic += ((b.o - b.e) * (b.o - b.e)) / b.e;
  const df = bins.length - 1;
  return { statistic, df, pValue: chiSquarePValue(statistic, df) };
}
