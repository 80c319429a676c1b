import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { kudos, kudosGiven, kudosRecipients } from '../../src/server/db/schema';
import type { FeedPost } from '../../src/shared/contract/culture';
import type { admin } from './fixtures';
import { type Body, kudosApi, kudosBody } from './kudos';
import type { TestApp } from './test-app';

/** The world of the culture tests: people, values and teams, made through the API. */
export type Owner = Awaited<ReturnType<typeof admin>>;
export type Person = { token: string; session: { user: { id: string } } };

export const idOf = (person: Person) => person.session.user.id;

export function cultureWorld(t: TestApp) {
  const api = kudosApi(t);
  return {
    api,
    /** Kudos from `sender` to `recipients`, which must be accepted. */
    async give(sender: Person, recipients: Person[], overrides: Body = {}): Promise<FeedPost> {
      const response = await api.give(sender.token, kudosBody(recipients.map(idOf), overrides));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.kudos;
    },
    /** Gives the person a name of their own, so lists sorted by name read in a known order. */
    async rename(person: Person, fullName: string) {
      const response = await t.request('PATCH', '/api/me', { fullName }, { token: person.token });
      expect(response.status).toBe(200);
    },
    async value(owner: Owner, name: string, description?: string): Promise<string> {
      const response = await t.request<{ value: { id: string } }>(
        'POST',
        '/api/values',
        { name, description },
        { token: owner.token },
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.value.id;
    },
    /** A team of the owner's company with these leads and members. */
    async team(owner: Owner, name: string, leads: Person[] = [], members: Person[] = []): Promise<string> {
      const response = await t.request<{ team: { id: string } }>(
        'POST',
        '/api/teams',
        { name, leadIds: leads.map(idOf) },
        { token: owner.token },
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const teamId = response.body.team.id;
      for (const person of members) {
        const added = await t.request(
          'POST',
          `/api/teams/${teamId}/members`,
          { userId: idOf(person) },
          { token: owner.token },
        );
        expect(added.status).toBe(200);
      }
      return teamId;
    },
    /** Moves a post back in time, as if it had been given `hours` ago (the daily limit's record too). */
    async age(kudosId: string, hours: number) {
      const createdAt = sql`now() - make_interval(secs => ${hours * 3600})`;
      await t.db.update(kudos).set({ createdAt }).where(eq(kudos.id, kudosId));
      await t.db.update(kudosGiven).set({ createdAt }).where(eq(kudosGiven.kudosId, kudosId));
    },
    /** A celebration the system posted, written as the celebrations job writes one. */
    async celebrate(
      owner: Owner,
      celebrated: Person,
      post: { kind: 'anniversary'; years: number } | { kind: 'goal_closed'; goalId: string; title: string },
    ): Promise<string> {
      const [row] = await t.db
        .insert(kudos)
        .values({
          companyId: owner.company.id,
          kind: post.kind,
          celebrationKey:
            post.kind === 'anniversary'
              ? `anniversary:${idOf(celebrated)}:${post.years}`
              : `goal_closed:${post.goalId}`,
          anniversaryYears: post.kind === 'anniversary' ? post.years : null,
          goalId: post.kind === 'goal_closed' ? post.goalId : null,
          goalTitle: post.kind === 'goal_closed' ? post.title : null,
          goalProgress: post.kind === 'goal_closed' ? 0.8 : null,
        })
        .returning({ id: kudos.id });
      await t.db.insert(kudosRecipients).values({ kudosId: row!.id, userId: idOf(celebrated) });
      return row!.id;
    },
  };
}
