import { sealClosedPeriods } from '../../src/server/wellbeing/seal';
import type { Insights } from '../../src/shared/contract/insights';
import type { PulseResults, StressOverview } from '../../src/shared/contract/wellbeing';
import { cultureWorld, type Owner, type Person } from './culture';
import { admin, member } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * The world of the pulse's readers' tests: a company of real people (whose teams and leads the API
 * makes), and the three reads, typed.
 */
export function pulseWorld(t: TestApp) {
  const { team } = cultureWorld(t);
  return {
    team,
    /** An admin and `others` members of their company. */
    async company(
      others: number,
      name = 'Wave Riders',
    ): Promise<{ owner: Owner; people: Person[]; id: string }> {
      const owner = await admin(t, name);
      const people: Person[] = [];
      for (let i = 0; i < others; i++) people.push(await member(t, owner));
      return { owner, people, id: owner.company.id };
    },
    /** The pulse's job seals what has closed, as it does every few minutes: only then do figures show. */
    seal: (today?: string) => sealClosedPeriods(t.db, today),
    results: (person: Person, query: { period?: string; teamId?: string } = {}) => {
      const search = new URLSearchParams(query).toString();
      return t.request<PulseResults>('GET', `/api/pulse/results${search ? `?${search}` : ''}`, undefined, {
        token: person.token,
      });
    },
    stress: (person: Person) =>
      t.request<StressOverview>('GET', '/api/stress', undefined, { token: person.token }),
    insights: (person: Person) =>
      t.request<Insights>('GET', '/api/insights', undefined, { token: person.token }),
  };
}

/** A test app of this file's own that keeps the statements it sends, and the pulse's world on it. */
export async function pulseTestApp() {
  const statements: string[] = [];
  const t = await createTestApp({ onStatement: (query) => statements.push(query) });
  return { t, statements, world: pulseWorld(t) };
}
