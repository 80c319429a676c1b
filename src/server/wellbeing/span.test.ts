import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/setup/property-seed';
import {
  certifiedNullSpace,
  nullSpace,
  outsideSpan,
  primesFor,
  sparseRow,
  touches,
  touchesExactly,
} from './span';

/** The rank over the rationals, by fraction-free elimination in bigint: slow, plainly right. */
function rationalRank(rows: number[][]): number {
  const m = rows.map((row) => row.map(BigInt));
  let rank = 0;
  for (let c = 0; c < (m[0]?.length ?? 0); c++) {
    const found = m.findIndex((row, i) => i >= rank && row[c] !== 0n);
    if (found < 0) continue;
    [m[rank], m[found]] = [m[found]!, m[rank]!];
    const pivot = m[rank]!;
    for (let i = rank + 1; i < m.length; i++) {
      const factor = m[i]![c]!;
      m[i] = m[i]!.map((x, j) => x * pivot[c]! - pivot[j]! * factor);
    }
    rank++;
  }
  return rank;
}

const matrixArb = fc
  .record({
    columns: fc.integer({ min: 1, max: 7 }),
    fixed: fc.nat(8),
    extra: fc.integer({ min: 1, max: 6 }),
  })
  .chain(({ columns, fixed, extra }) => {
    const row = fc.array(fc.integer({ min: 0, max: 1 }), { minLength: columns, maxLength: columns });
    return fc.record({
      columns: fc.constant(columns),
      fixed: fc.array(row, { minLength: fixed, maxLength: fixed }),
      extra: fc.array(row, { minLength: extra, maxLength: extra }),
    });
  });

describe('exact spans modulo primes', () => {
  it('uses primes, enough of them for a large matrix', () => {
    const divisor = (n: number) => {
      for (let d = 2; d * d <= n; d++) if (n % d === 0) return d;
      return null;
    };
    for (const p of primesFor(200)) {
      expect(divisor(p)).toBeNull();
      expect(p).toBeLessThan(2 ** 26);
    }
    expect(primesFor(4)).toHaveLength(1);
    expect(primesFor(200).length).toBeGreaterThan(10);
  });

  it('tells which rows lie outside a span as rational arithmetic does', () => {
    fc.assert(
      fc.property(matrixArb, ({ columns, fixed, extra }) => {
        const outside = outsideSpan(fixed, extra, columns);
        const base = rationalRank(fixed);
        expect(outside).toEqual(extra.map((row) => rationalRank([...fixed, row]) > base));
      }),
      propertyRuns(500),
    );
  });

  it('gives null vectors that every row is orthogonal to, as many as the rank leaves', () => {
    fc.assert(
      fc.property(matrixArb, ({ columns, fixed }) => {
        const [p] = primesFor(columns);
        const vectors = nullSpace(fixed, columns, p!);
        expect(vectors).toHaveLength(columns - rationalRank(fixed));
        for (const x of vectors) for (const row of fixed) expect(touches(row, x, p!)).toBe(false);
      }),
      propertyRuns(500),
    );
  });

  it('certifies an integer basis of the rational null space, or says it cannot', () => {
    let certified = 0;
    fc.assert(
      fc.property(matrixArb, ({ columns, fixed }) => {
        const basis = certifiedNullSpace(fixed, columns);
        if (basis === null) return;
        certified += 1;
        expect(basis).toHaveLength(columns - rationalRank(fixed));
        for (const x of basis) {
          expect(x.every(Number.isInteger)).toBe(true);
          for (const row of fixed) expect(touchesExactly(sparseRow(row), x)).toBe(false);
        }
        // Independent: each vector is the only one not zero on a column of its own.
        expect(rationalRank(basis)).toBe(basis.length);
      }),
      propertyRuns(500),
    );
    expect(certified).toBeGreaterThan(450);
  });
});
