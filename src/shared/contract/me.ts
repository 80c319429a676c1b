import { z } from 'zod/mini';
import { JOIN_REQUEST_STATUSES, ROLES } from '../constants';
import { GROWTH_ITEM_KINDS } from '../learning-messages';
import { sessionUserSchema } from './auth';
import { nudgeSchema } from './companion';
import { endpoint } from './endpoint';
import { signedInErrors } from './errors';
import { weeklyTipSchema } from './growth';

export const ownJoinRequestSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
});

/** A person of a 1:1; null once they left SOS. */
const mePersonSchema = z.nullable(z.object({ id: z.string(), fullName: z.nullable(z.string()) }));

export const meSchema = z.object({
  /** emailVerified: whether they opened the verification link mailed to their address. */
  user: z.extend(sessionUserSchema, { emailVerified: z.boolean() }),
  profile: z.nullable(z.object({ fullName: z.nullable(z.string()), companyId: z.nullable(z.string()) })),
  company: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Present only for the company's admins. */
      companyCode: z.optional(z.string()),
    }),
  ),
  role: z.nullable(z.enum(ROLES)),
  joinRequests: z.array(ownJoinRequestSchema),
  /** The bell's count in the header: notifications not read yet. */
  unreadNotifications: z.number(),
  /** The company's live teams with at least one current member; 0 without a company. */
  activeTeams: z.number(),
  /** The dashboard's goal figures; zeros and nulls without a company. */
  goals: z.object({
    /** "Goals Tracked": the company's open goals the person may see. */
    open: z.number(),
    /**
     * "Team Performance": of the open goals the person may see that have begun and are no longer new
     * (docs/product.md#goal-health), the share on track, in percent from 0 to 100; null while none is.
     */
    performance: z.nullable(z.number()),
    /** The person's own open goals with no check-in for a week, the longest waiting first (at most 5). */
    dueForCheckIn: z.array(
      z.object({ id: z.string(), title: z.string(), lastCheckInAt: z.nullable(z.string()) }),
    ),
  }),
  /**
   * The dashboard's pulse prompt: the pulse open now (its last day) and whether the person answered;
   * null without a company, or before the period's first pulse has opened.
   */
  pulse: z.nullable(z.object({ endsOn: z.string(), answered: z.boolean() })),
  /**
   * The dashboard's Getting Started steps, each done or not; null without a company. `goal`: the
   * person has set a goal. `team`: for an admin, the company has a live team; for anyone else, they
   * are in one.
   */
  firstSteps: z.nullable(z.object({ goal: z.boolean(), team: z.boolean() })),
  /**
   * A colleague the person might recognise next: a teammate they have thanked least lately (never
   * first), or anyone of the company when they have no teammate; another one each day among equals.
   * Null without a company or colleague. Only the person sees it: nobody is ranked.
   */
  colleagueToRecognise: z.nullable(z.object({ id: z.string(), fullName: z.string() })),
  /**
   * "Your next 1:1": the soonest meeting of the person's active 1:1s, with the other person (null once
   * they left SOS) and the number of points on its agenda; null when none (decision 037).
   */
  nextOneOnOne: z.nullable(
    z.object({ id: z.string(), with: mePersonSchema, startsAt: z.string(), points: z.number() }),
  ),
  /**
   * "Your action items": the open action items of the person's 1:1s, whoever owns them (both people
   * see them until done), the soonest due first and those without a due day last; at most 5.
   */
  actionItems: z.array(
    z.object({
      id: z.string(),
      oneOnOneId: z.string(),
      text: z.string(),
      dueOn: z.nullable(z.string()),
      owner: mePersonSchema,
      with: mePersonSchema,
    }),
  ),
  /**
   * "Today" (decision 038): the person's one thing of their local today (null when none is starred)
   * and how many of the day's items are done; null without a company. The person's alone (level 1).
   */
  today: z.nullable(
    z.object({
      oneThing: z.nullable(z.object({ id: z.string(), text: z.string(), done: z.boolean() })),
      items: z.number(),
      done: z.number(),
    }),
  ),
  /**
   * "Your growth" (decision 040): the person's next open growth item (the soonest due, those without
   * a due day last) and this week's tip for a competency their open items name; null without a
   * company. The person's own (level 3).
   */
  growth: z.nullable(
    z.object({
      nextItem: z.nullable(
        z.object({
          id: z.string(),
          title: z.string(),
          kind: z.enum(GROWTH_ITEM_KINDS),
          dueOn: z.nullable(z.string()),
        }),
      ),
      tip: weeklyTipSchema,
    }),
  ),
  /**
   * The companion's nudges of the day (decision 044): rules over the person's own data, most pressing
   * first, at most three less those dismissed today; empty without a company. The person's alone.
   */
  nudges: z.array(nudgeSchema),
  /**
   * Whether the companion's model may be asked (decision 046): the server has one and the company has
   * not turned it off. The 1:1 brief and the "help me write this" buttons show only then.
   */
  companionModel: z.boolean(),
});

export const me = endpoint({
  method: 'GET',
  path: '/api/me',
  summary:
    'The signed-in person, their profile, company (its code for admins only), role, own join requests and unread notifications: the dashboard’s one request.',
  access: 'signed in',
  status: 200,
  response: meSchema,
  errors: [...signedInErrors],
});
