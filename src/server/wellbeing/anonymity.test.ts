import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallestCombination } from '../../../tests/setup/combinations';
import { propertyRuns } from '../../../tests/setup/property-seed';
import {
  ENPS_DETRACTOR_MAX,
  ENPS_PROMOTER_MIN,
  PULSE_QUESTION_KEYS,
  PULSE_THRESHOLD_MAX,
  PULSE_THRESHOLD_MIN,
  type PulseQuestion,
} from '../../shared/wellbeing-messages';
import { COMPANY, decideSegments, periodFigures, type ResponseGroup, stressFiguresOf } from './anonymity';

type Answers = Record<PulseQuestion, number>;
interface Person {
  teams: string[];
  answers: Answers;
}

const TEAMS = ['team-a', 'team-b', 'team-c', 'team-d'];
/** A team that was archived: its id stays in the answers, but it is no segment. */
const ARCHIVED = 'team-archived';

const neutral: Answers = { enps: 8, workload: 3, stress: 3, recognition: 3, clarity: 3 };

/** One group per person, as if nobody shared their teams with anyone. */
function groupsOf(people: Person[]): ResponseGroup[] {
  return people.map(({ teams, answers }) => ({
    teamIds: teams,
    count: 1,
    sums: { ...answers },
    promoters: answers.enps >= ENPS_PROMOTER_MIN ? 1 : 0,
    detractors: answers.enps <= ENPS_DETRACTOR_MAX ? 1 : 0,
  }));
}

/** The groups the database's `group by team_ids` gives: people with the same teams summed. */
function groupedByTeams(people: Person[]): ResponseGroup[] {
  const groups = new Map<string, ResponseGroup>();
  for (const group of groupsOf(people)) {
    const key = group.teamIds.join(',');
    const known = groups.get(key);
    if (!known) groups.set(key, group);
    else {
      for (const question of PULSE_QUESTION_KEYS) known.sums[question] += group.sums[question];
      known.count += 1;
      known.promoters += group.promoters;
      known.detractors += group.detractors;
    }
  }
  return [...groups.values()];
}

/** `count` people in exactly `teams`, all answering `answers`. */
const people = (count: number, teams: string[] = [], answers: Answers = neutral): Person[] =>
  Array.from({ length: count }, () => ({ teams, answers }));

const shown = (decisions: Map<string, { shown: boolean }>) =>
  [...decisions.entries()].filter(([, decision]) => decision.shown).map(([key]) => key);

/** Who answers in a segment, as indices of `everyone`. */
const membersOf = (everyone: Person[], key: string) =>
  everyone.flatMap((person, i) => (key === COMPANY || person.teams.includes(key) ? [i] : []));

describe('deciding which segments show', () => {
  it('withholds a team of 3 while the company of 6 shows', () => {
    const everyone = [...people(3, ['team-a']), ...people(3)];
    const decisions = decideSegments(groupsOf(everyone), ['team-a'], 3);
    expect(decisions.get(COMPANY)).toEqual({ shown: true, respondents: 6 });
    expect(decideSegments(groupsOf(everyone), ['team-a'], 5).get('team-a')).toEqual({
      shown: false,
      reason: 'too_few_respondents',
    });
    expect(decideSegments(groupsOf(everyone), ['team-a'], 5).get(COMPANY)).toEqual({
      shown: true,
      respondents: 6,
    });
  });

  it('withholds a team of 5 inside a company of 6: the one left over would show', () => {
    const everyone = [...people(5, ['team-a']), ...people(1)];
    const decisions = decideSegments(groupsOf(everyone), ['team-a'], 5);
    expect(decisions.get('team-a')).toEqual({ shown: false, reason: 'complement_too_small' });
    expect(decisions.get(COMPANY)).toEqual({ shown: true, respondents: 6 });
  });

  it('shows two teams that split the company between them', () => {
    const everyone = [...people(5, ['team-a']), ...people(6, ['team-b'])];
    const decisions = decideSegments(groupsOf(everyone), ['team-a', 'team-b'], 5);
    expect(decisions).toEqual(
      new Map([
        [COMPANY, { shown: true, respondents: 11 }],
        ['team-a', { shown: true, respondents: 5 }],
        ['team-b', { shown: true, respondents: 6 }],
      ]),
    );
  });

  it('withholds the smaller of two teams when they leave fewer than k people in no team', () => {
    // Company − A − B would be the one person in no team.
    const everyone = [...people(6, ['team-a']), ...people(5, ['team-b']), ...people(1)];
    const decisions = decideSegments(groupsOf(everyone), ['team-a', 'team-b'], 5);
    expect(decisions.get('team-b')).toEqual({ shown: false, reason: 'complement_too_small' });
    expect(shown(decisions)).toEqual([COMPANY, 'team-a']);
  });

  it('withholds a team when two teams that make up the company overlap in fewer than k people', () => {
    // A + B − company would be the one person in both.
    const everyone = [...people(5, ['team-a']), ...people(1, ['team-a', 'team-b']), ...people(6, ['team-b'])];
    const decisions = decideSegments(groupsOf(everyone), ['team-a', 'team-b'], 5);
    expect(decisions.get('team-a')).toEqual({ shown: false, reason: 'complement_too_small' });
    expect(shown(decisions)).toEqual([COMPANY, 'team-b']);
  });

  it('keeps both overlapping teams when people outside them leave nothing to work out', () => {
    const everyone = [
      ...people(7, ['team-a']),
      ...people(1, ['team-a', 'team-b']),
      ...people(7, ['team-b']),
      ...people(5),
    ];
    const decisions = decideSegments(groupsOf(everyone), ['team-a', 'team-b'], 5);
    expect(shown(decisions).sort()).toEqual([COMPANY, 'team-a', 'team-b'].sort());
  });

  it('withholds a team of the very same people as a withheld one, which would show the same figures', () => {
    const everyone = [...people(5, ['team-a', 'team-b']), ...people(2)];
    const decisions = decideSegments(groupsOf(everyone), ['team-a', 'team-b'], 5);
    expect(shown(decisions)).toEqual([COMPANY]);
  });

  it('withholds one of two teams whose overlap is fewer than k, though each shows on its own', () => {
    // A (14) + B (10) − the company (20) would be the four people in both.
    const [scenario] = knownCases;
    const decisions = decideSegments(groupsOf(scenario!.people), ['team-a', 'team-b'], scenario!.k);
    expect(decisions.get('team-b')).toEqual({ shown: false, reason: 'complement_too_small' });
    expect(shown(decisions).sort()).toEqual([COMPANY, 'team-a'].sort());
  });

  it('withholds every team it has not cleared once its time is up, and still shows the company', () => {
    const [scenario] = knownCases;
    const late = periodFigures(
      groupsOf(scenario!.people),
      ['team-a', 'team-b'],
      scenario!.k,
      performance.now() - 1,
    );
    expect(late.get(COMPANY)).toMatchObject({ suppressed: false, respondents: 20 });
    expect(late.get('team-a')).toEqual({ suppressed: true, reason: 'complement_too_small' });
    expect(late.get('team-b')).toEqual({ suppressed: true, reason: 'complement_too_small' });
  });

  it('ignores archived teams and counts a person once however many teams they are in', () => {
    const everyone = [...people(5, ['team-a', ARCHIVED]), ...people(5, [ARCHIVED])];
    const decisions = decideSegments(groupsOf(everyone), ['team-a'], 5);
    expect(decisions).toEqual(
      new Map([
        [COMPANY, { shown: true, respondents: 10 }],
        ['team-a', { shown: true, respondents: 5 }],
      ]),
    );
  });
});

describe('the figures', () => {
  it('gives eNPS as promoters minus detractors in percent and the scores as means to one decimal', () => {
    const everyone = [
      ...people(3, [], { enps: 10, workload: 2, stress: 1, recognition: 5, clarity: 4 }),
      ...people(2, [], { enps: 9, workload: 3, stress: 2, recognition: 4, clarity: 4 }),
      ...people(2, [], { enps: 7, workload: 4, stress: 2, recognition: 3, clarity: 5 }),
      ...people(1, [], { enps: 0, workload: 5, stress: 5, recognition: 1, clarity: 1 }),
    ];
    const figures = periodFigures(groupedByTeams(everyone), [], 5).get(COMPANY);
    expect(figures).toEqual({
      suppressed: false,
      respondents: 8,
      // (5 promoters − 1 detractor) / 8 = 50 %; workload 25 / 8 = 3.125; recognition 30 / 8 = 3.75.
      scores: { enps: 50, workload: 3.1, stress: 2, recognition: 3.8, clarity: 3.9 },
    });
    expect(stressFiguresOf(figures!)).toEqual({
      suppressed: false,
      respondents: 8,
      stress: 2,
      workload: 3.1,
    });
  });

  it('sends a withheld segment’s reason and nothing else', () => {
    const figures = periodFigures(groupsOf(people(2, ['team-a'])), ['team-a'], 3);
    expect(figures.get(COMPANY)).toEqual({ suppressed: true, reason: 'too_few_respondents' });
    expect(stressFiguresOf(figures.get('team-a')!)).toEqual({
      suppressed: true,
      reason: 'too_few_respondents',
    });
    expect(periodFigures([], ['team-a'], 3).get(COMPANY)).toEqual({
      suppressed: true,
      reason: 'too_few_respondents',
    });
  });
});

// ---- Properties -----------------------------------------------------------------------------------

const answersArb = fc.record({
  enps: fc.integer({ min: 0, max: 10 }),
  workload: fc.integer({ min: 1, max: 5 }),
  stress: fc.integer({ min: 1, max: 5 }),
  recognition: fc.integer({ min: 1, max: 5 }),
  clarity: fc.integer({ min: 1, max: 5 }),
});

const personArb = fc.record({ teams: fc.subarray([...TEAMS, ARCHIVED]), answers: answersArb });

/**
 * People in random, overlapping teams (some in none, some in an archived one): drawn one by one, or
 * in blocks of people who share their teams, sized around k (k − 1, k, k + 1…), which reach the cases
 * where the rules bite (ten in A only, four in both, six in B only) far more often than single draws.
 */
const peopleArb = (k: number) =>
  fc.oneof(
    fc.array(personArb, { maxLength: 30 }),
    fc
      .array(
        fc.record({
          person: personArb,
          count: fc.oneof(
            fc.constantFrom(1, k - 2, k - 1, k, k + 1, 2 * k - 1),
            fc.integer({ min: 1, max: 12 }),
          ),
        }),
        { minLength: 2, maxLength: 5 },
      )
      .map((blocks) =>
        blocks.flatMap(({ person, count }) => people(Math.max(1, count), person.teams, person.answers)),
      ),
  );

/** A company's answers and its threshold. */
const scenarioArb = fc.integer({ min: PULSE_THRESHOLD_MIN, max: PULSE_THRESHOLD_MAX }).chain((k) =>
  fc.record({
    k: fc.constant(k),
    teamCount: fc.integer({ min: 0, max: TEAMS.length }),
    people: peopleArb(k),
    order: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 40, maxLength: 40 }),
  }),
);

type Scenario = { k: number; teamCount: number; people: Person[]; order: number[] };

const evenly = Array.from({ length: 40 }, (_, i) => i / 40);

/**
 * Counter-examples kept as fixed cases, run before the random ones. The first: k = 5, ten people in A
 * only, four in both, six in B only; the company, A and B may not all show, since A + B − company is
 * the four.
 */
const knownCases: Scenario[] = [
  {
    k: 5,
    teamCount: 2,
    people: [...people(10, ['team-a']), ...people(4, ['team-a', 'team-b']), ...people(6, ['team-b'])],
    order: evenly,
  },
];

const liveTeams = (scenario: Scenario) => TEAMS.slice(0, scenario.teamCount);

function shuffled<T>(items: T[], order: number[]): T[] {
  return items
    .map((item, i) => ({ item, rank: order[i % order.length]! + i * 1e-9 }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}

const property = (check: (scenario: Scenario) => void, runs = 300) =>
  fc.assert(
    fc.property(scenarioArb, (scenario) => check(scenario)),
    { ...propertyRuns(runs), examples: knownCases.map((scenario) => [scenario]) },
  );

describe('the threshold’s properties, for random teams, answers and k', () => {
  it('shows a segment only when at least k people answered in it, and counts exactly them', () => {
    property((scenario) => {
      const decisions = decideSegments(groupsOf(scenario.people), liveTeams(scenario), scenario.k);
      for (const [key, decision] of decisions) {
        if (!decision.shown) continue;
        expect(decision.respondents).toBeGreaterThanOrEqual(scenario.k);
        expect(decision.respondents).toBe(membersOf(scenario.people, key).length);
      }
      expect([...decisions.keys()].sort()).toEqual([COMPANY, ...liveTeams(scenario)].sort());
    });
  });

  it('leaves 0 or at least k people between two shown segments one of which contains the other', () => {
    property((scenario) => {
      const keys = shown(decideSegments(groupsOf(scenario.people), liveTeams(scenario), scenario.k));
      for (const small of keys) {
        for (const large of keys) {
          const inner = membersOf(scenario.people, small);
          const outer = new Set(membersOf(scenario.people, large));
          if (!inner.every((i) => outer.has(i))) continue;
          const rest = outer.size - inner.length;
          expect(rest === 0 || rest >= scenario.k, `${large} \\ ${small} = ${rest}`).toBe(true);
        }
      }
    });
  });

  it('lets no combination of the shown figures isolate fewer than k people', () => {
    property((scenario) => {
      const keys = shown(decideSegments(groupsOf(scenario.people), liveTeams(scenario), scenario.k));
      expect(
        smallestCombination(
          scenario.people.map((person) => person.teams),
          keys,
        ),
      ).toBeGreaterThanOrEqual(scenario.k);
    }, 1500);
  });

  it('shows the company whenever at least k people answered', () => {
    property((scenario) => {
      const company = decideSegments(groupsOf(scenario.people), liveTeams(scenario), scenario.k).get(COMPANY);
      expect(company?.shown).toBe(scenario.people.length >= scenario.k);
    });
  });

  it('decides the same whatever the order of the answers and teams, and however they are grouped', () => {
    property((scenario) => {
      const teams = liveTeams(scenario);
      const expected = periodFigures(groupsOf(scenario.people), teams, scenario.k);
      const reordered = periodFigures(
        shuffled(groupedByTeams(scenario.people), scenario.order),
        shuffled(teams, [...scenario.order].reverse()),
        scenario.k,
      );
      expect(reordered).toEqual(expected);
    });
  });

  it('computes a shown segment’s figures from its own people’s answers', () => {
    property((scenario) => {
      const figures = periodFigures(groupsOf(scenario.people), liveTeams(scenario), scenario.k);
      for (const [key, segment] of figures) {
        if (segment.suppressed) continue;
        const answers = membersOf(scenario.people, key).map((i) => scenario.people[i]!.answers);
        const promoters = answers.filter((a) => a.enps >= ENPS_PROMOTER_MIN).length;
        const detractors = answers.filter((a) => a.enps <= ENPS_DETRACTOR_MAX).length;
        expect(segment.respondents).toBe(answers.length);
        expect(segment.scores.enps).toBe(Math.round((100 * (promoters - detractors)) / answers.length));
        for (const question of PULSE_QUESTION_KEYS.filter((q) => q !== 'enps')) {
          const mean = answers.reduce((total, a) => total + a[question], 0) / answers.length;
          const score = segment.scores[question];
          expect(Math.abs(score - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(Math.round(score * 10)).toBeCloseTo(score * 10, 9);
        }
      }
    });
  });
});
