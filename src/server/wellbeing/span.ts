/**
 * Exact ranks of small 0/1 matrices, for anonymity.ts to tell whether some combination of the figures
 * it shows isolates a small group. Exact on purpose (a rounding error here would be a leak, not a
 * wobble), and fast: the elimination runs modulo primes just below 2^26, where every product of two
 * residues is exact in a double. A matrix's rank over the rationals is the largest of its ranks modulo
 * primes whose product exceeds the largest determinant one of its square 0/1 submatrices can have
 * (Hadamard's bound): a nonzero minor cannot be divisible by all of them.
 */

const PRIME_BITS = 26;

function isPrime(n: number): boolean {
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return n > 1;
}

/** The primes below 2^26, largest first, found as they are needed. */
const primes: number[] = [];
function prime(i: number): number {
  let candidate = primes.length > 0 ? primes[primes.length - 1]! - 2 : 2 ** PRIME_BITS - 1;
  while (primes.length <= i) {
    if (isPrime(candidate)) primes.push(candidate);
    candidate -= 2;
  }
  return primes[i]!;
}

/**
 * Enough primes for a matrix of rank at most `size`: a size × size 0/1 determinant is at most
 * (size + 1)^((size + 1) / 2) / 2^size.
 */
export function primesFor(size: number): number[] {
  const bits = ((size + 1) / 2) * Math.log2(size + 1) - size;
  const count = Math.max(1, Math.ceil((bits + 1) / (PRIME_BITS - 1)));
  return Array.from({ length: count }, (_, i) => prime(i));
}

function inverse(a: number, p: number): number {
  let [r0, r1, s0, s1] = [a, p, 1, 0];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % p) + p) % p;
}

/**
 * A row space modulo p, built a row at a time: each kept row has a pivot of 1 and is zero on the
 * pivots of the rows kept before it, so reducing a vector against them in order clears every pivot.
 */
export class Basis {
  readonly rows: Float64Array[] = [];
  readonly pivots: number[] = [];
  constructor(
    readonly p: number,
    readonly columns: number,
  ) {}

  /** `row` (0/1 or residues) less its part in the space: zero when the space contains it. */
  reduce(row: ArrayLike<number>): Float64Array {
    const { p } = this;
    const left = Float64Array.from(row, (x) => ((x % p) + p) % p);
    for (let i = 0; i < this.rows.length; i++) {
      const pivot = this.pivots[i]!;
      const factor = left[pivot]!;
      if (factor === 0) continue;
      const basis = this.rows[i]!;
      // A kept row is zero before its pivot; factor × entry < 2^52, so one remainder is exact.
      for (let j = pivot; j < this.columns; j++) {
        if (basis[j] === 0) continue;
        const value = (left[j]! - factor * basis[j]!) % p;
        left[j] = value < 0 ? value + p : value;
      }
    }
    return left;
  }

  /** Adds `row` to the space; whether it was not in it already. */
  add(row: ArrayLike<number>): boolean {
    const left = this.reduce(row);
    const pivot = left.findIndex((x) => x !== 0);
    if (pivot < 0) return false;
    const scale = inverse(left[pivot]!, this.p);
    for (let j = 0; j < this.columns; j++) left[j] = (left[j]! * scale) % this.p;
    this.rows.push(left);
    this.pivots.push(pivot);
    return true;
  }

  get rank() {
    return this.rows.length;
  }
}

const basisOf = (rows: readonly ArrayLike<number>[], columns: number, p: number) => {
  const basis = new Basis(p, columns);
  for (const row of rows) basis.add(row);
  return basis;
};

/**
 * Which of the `extra` rows lie outside the space the `fixed` rows span, over the rationals. Modulo a
 * prime that sees `fixed` at its full rank (the largest among the primes), a row lies outside exactly
 * when something of it is left once reduced.
 */
export function outsideSpan(
  fixed: readonly (readonly number[])[],
  extra: readonly (readonly number[])[],
  columns: number,
): boolean[] {
  const bases = primesFor(Math.min(fixed.length + 1, columns)).map((p) => basisOf(fixed, columns, p));
  const full = Math.max(...bases.map((basis) => basis.rank));
  const sound = bases.filter((basis) => basis.rank === full);
  return extra.map((row) => sound.some((basis) => basis.reduce(row).some((x) => x !== 0)));
}

/** A basis, modulo p, of the vectors x with `rows` · x = 0. */
export function nullSpace(rows: readonly (readonly number[])[], columns: number, p: number): number[][] {
  const basis = basisOf(rows, columns, p);
  // Back-substitution makes each kept row zero on every other row's pivot.
  for (let i = basis.rank - 1; i >= 0; i--) {
    const row = basis.rows[i]!;
    for (let h = 0; h < basis.rank; h++) {
      if (h === i) continue;
      const other = basis.rows[h]!;
      const factor = other[basis.pivots[i]!]!;
      if (factor === 0) continue;
      for (let j = 0; j < columns; j++) other[j] = (other[j]! - ((factor * row[j]!) % p) + p) % p;
    }
  }
  const vectors: number[][] = [];
  for (let free = 0; free < columns; free++) {
    if (basis.pivots.includes(free)) continue;
    const x = Array.from({ length: columns }, () => 0);
    x[free] = 1;
    basis.rows.forEach((row, i) => {
      x[basis.pivots[i]!] = (p - row[free]!) % p;
    });
    vectors.push(x);
  }
  return vectors;
}

/** A row's nonzero entries, as [column, value] pairs: the rows here have a few among hundreds. */
export type SparseRow = readonly (readonly [number, number])[];

export const sparseRow = (row: readonly number[]): SparseRow =>
  row.flatMap((value, j) => (value === 0 ? [] : [[j, value] as const]));

/** Whether row · x is nonzero over the integers. */
export function touchesExactly(row: SparseRow, x: readonly number[]): boolean {
  let total = 0;
  for (const [j, value] of row) total += value * x[j]!;
  return total !== 0;
}

/** Whether row · x is nonzero modulo p. */
export const touches = (row: readonly number[], x: readonly number[], p: number) =>
  row.reduce((total, entry, j) => (total + ((entry * x[j]!) % p)) % p, 0) !== 0;

/**
 * The rational a/b with |a|, b ≤ √(p/2) that is x modulo p, if there is one (Wang's rational
 * reconstruction, by the extended Euclidean algorithm): [a, b], or null.
 */
function rationalOf(x: number, p: number): [number, number] | null {
  const bound = Math.floor(Math.sqrt(p / 2));
  let [r0, r1, t0, t1] = [p, x, 0, 1];
  while (r1 > bound) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  if (t1 === 0 || Math.abs(t1) > bound) return null;
  return t1 < 0 ? [-r1, -t1] : [r1, t1];
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/**
 * A basis of the integer vectors x with `rows` · x = 0 over the rationals, certified, or null when this
 * quick way cannot certify one (then the primes of `outsideSpan` decide). Modulo the largest prime,
 * the rows' rank r is at most their rank over the rationals, so the null space there has dimension at
 * most columns − r. The basis found modulo p (one vector per free column) is lifted to small integers
 * and each lifted vector checked exactly against every row: columns − r independent vectors that pass
 * are a basis of the rational null space. Small 0/1 matrices such as anonymity.ts's almost always
 * pass, in one elimination instead of one per prime.
 */
export function certifiedNullSpace(rows: readonly (readonly number[])[], columns: number): number[][] | null {
  const [p] = primesFor(1) as [number];
  const sparse = rows.map(sparseRow);
  const vectors: number[][] = [];
  for (const x of nullSpace(rows, columns, p)) {
    const lifted = x.map((value) => rationalOf(value, p));
    if (lifted.some((value) => value === null)) return null;
    const scale = (lifted as [number, number][]).reduce((lcm, [, b]) => (lcm / gcd(lcm, b)) * b, 1);
    const integer = (lifted as [number, number][]).map(([a, b]) => a * (scale / b));
    // Every sum below stays exact: no entry, times the number of columns, passes 2^53.
    const largest = Math.max(...integer.map(Math.abs));
    if (!Number.isSafeInteger(largest * columns)) return null;
    if (sparse.some((row) => touchesExactly(row, integer))) return null;
    vectors.push(integer);
  }
  return vectors;
}
