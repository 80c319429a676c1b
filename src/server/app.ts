import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { ssoRoutes } from './auth/sso/routes';
import { connectionRoutes } from './collaboration/connections/routes';
import { helpRoutes } from './collaboration/help/routes';
import { ritualRoutes } from './collaboration/rituals/routes';
import { calendarFeedRoutes, calendarRoutes } from './communication/calendar-routes';
import { feedbackRequestRoutes, feedbackRoutes } from './communication/feedback-routes';
import { reviewRoutes, styleRoutes } from './communication/reviews-routes';
import { actionItemRoutes, goalActionItemRoutes, oneOnOneRoutes } from './communication/routes';
import { companyRoutes } from './companies/routes';
import { companySettingsRoutes } from './companies/settings-routes';
import { companionRoutes } from './companion/routes';
import type { AppDeps, AppEnv } from './context';
import { cultureRoutes, kudosRoutes } from './culture/routes';
import { decisionRoutes, documentRoutes, ideaRoutes, strategyRoutes } from './documents/routes';
import { alternativesRoutes, canvasRoutes, personaRoutes } from './documents/value-routes';
import { DomainError } from './domain-error';
import { boardRoutes } from './execution/board-routes';
import { figuresRoutes } from './execution/figures-routes';
import { todayRoutes } from './execution/routes';
import { standupRoutes } from './execution/standup-routes';
import { focusBlockRoutes, habitRoutes } from './focus/routes';
import { goalRoutes } from './goals/routes';
import { checkAnswers } from './http/answer-check';
import { answerError, errorResponse } from './http/errors';
import { everyRequest } from './http/every-request';
import { insightsRoutes, pulseResultsRoutes, stressRoutes } from './insights/routes';
import { outboundFetch } from './integrations/outbound-fetch';
import { integrationRoutes } from './integrations/routes';
import { slackCommandRoutes, slackLinkRoutes } from './integrations/slack-routes';
import { admitMember } from './join-requests/join-requests';
import { joinRequestRoutes } from './join-requests/routes';
import { careerRoutes } from './learning/career-routes';
import {
  growthItemRoutes,
  growthPlanRoutes,
  learningTipRoutes,
  personGrowthPlanRoutes,
} from './learning/growth-routes';
import { journalRoutes } from './learning/journal-routes';
import { libraryRoutes } from './learning/library-routes';
import { meRoutes } from './me/routes';
import { notificationRoutes } from './notifications/routes';
import { peopleRoutes } from './people/routes';
import { contributionRoutes, purposeRoutes } from './purpose/routes';
import { spaRoutes } from './spa';
import { systemRoutes } from './system/routes';
import { teamRoutes } from './teams/routes';
import { valueRoutes } from './values/routes';
import { moodRoutes, pulseRoutes } from './wellbeing/routes';
import { valuesInPracticeRoutes } from './wellbeing/values-routes';

const MAX_BODY_BYTES = 1024 * 1024;

/** Builds the whole HTTP app from its dependencies; nothing here starts, listens or reads the environment. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(everyRequest(deps.logger));
  if (deps.answerCheck) app.use('/api/*', checkAnswers(deps.answerCheck));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new DomainError('body_too_large');
    },
  });
  app.use('/api/*', (c, next) =>
    // GET and HEAD requests never carry a body here (the Fetch API forbids one), so there is nothing to
    // limit; looking for one would build a full Request object on every read.
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  // Every /api route is registered against its entry of the contract (src/shared/contract).
  app.route('/api', systemRoutes(deps));
  // Single sign-on (decision 047): its requests to a provider through the outbound guard, and a new
  // person made a member as an approved join request makes one.
  const sso = ssoRoutes(deps, {
    outboundFetch,
    admitMember,
  });
  app.route('/api/auth/sso', sso.signIn);
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/companies', companyRoutes(deps));
  app.route('/api/join-requests', joinRequestRoutes(deps));
  app.route('/api/me', meRoutes(deps));
  app.route('/api/me', accountRoutes(deps));
  app.route('/api/people', peopleRoutes(deps));
  app.route('/api/notifications', notificationRoutes(deps));
  app.route('/api/teams', teamRoutes(deps));
  // A team's board (decision 038), under its team.
  app.route('/api/teams', boardRoutes(deps));
  app.route('/api/company', companySettingsRoutes(deps));
  app.route('/api/company/sso', sso.settings);
  app.route('/api/values', valueRoutes(deps));
  app.route('/api/goals', goalRoutes(deps));
  app.route('/api/kudos', kudosRoutes(deps));
  app.route('/api/culture', cultureRoutes(deps));
  app.route('/api/mood', moodRoutes(deps));
  app.route('/api/pulse', pulseRoutes(deps));
  app.route('/api/pulse/results', pulseResultsRoutes(deps));
  app.route('/api/stress', stressRoutes(deps));
  app.route('/api/insights', insightsRoutes(deps));
  app.route('/api/one-on-ones', oneOnOneRoutes(deps));
  app.route('/api/action-items', actionItemRoutes(deps));
  app.route('/api/calendar-feed', calendarFeedRoutes(deps));
  app.route('/api/calendar', calendarRoutes(deps));
  // 360s and the communication style (decision 037, slice 5).
  app.route('/api/reviews', reviewRoutes(deps));
  app.route('/api/me/style', styleRoutes(deps));
  // Feedback (decision 037, slice 4).
  app.route('/api/feedback', feedbackRoutes(deps));
  app.route('/api/feedback-requests', feedbackRequestRoutes(deps));
  app.route('/api/goals', goalActionItemRoutes(deps));
  // Execution & Focus (decision 038): Today, standups, focus blocks, habits, a person's own figures;
  // the team's board is under /api/teams, above.
  app.route('/api/today', todayRoutes(deps));
  app.route('/api/standups', standupRoutes(deps));
  app.route('/api/focus-blocks', focusBlockRoutes(deps));
  app.route('/api/habits', habitRoutes(deps));
  app.route('/api/me/figures', figuresRoutes(deps));
  // Learning & Growth (decision 040): the growth plan (a lead's view under /api/people) and the tips.
  app.route('/api/growth-plan', growthPlanRoutes(deps));
  app.route('/api/people', personGrowthPlanRoutes(deps));
  app.route('/api/growth-items', growthItemRoutes(deps));
  app.route('/api/learning-tips', learningTipRoutes(deps));
  // Career tracks, places and skill ratings (decision 040, slice 1).
  app.route('/api/career', careerRoutes(deps));
  // The resource library and the reflection journal (decision 040, slice 2).
  app.route('/api/resources', libraryRoutes(deps));
  app.route('/api/journal', journalRoutes(deps));
  // Values in practice (decision 040, slice 4): run in the pulse's periods, sealed with it.
  app.route('/api/values-in-practice', valuesInPracticeRoutes(deps));
  // Purpose & Alignment (decision 040, slice 3): the purpose map and the contribution log.
  app.route('/api/purpose', purposeRoutes(deps));
  app.route('/api/contributions', contributionRoutes(deps));
  // Strategic Thinking (decision 041, slice 1): the strategy page, decision records, their history.
  app.route('/api/strategy', strategyRoutes(deps));
  app.route('/api/decisions', decisionRoutes(deps));
  app.route('/api/documents', documentRoutes(deps));
  app.route('/api/ideas', ideaRoutes(deps));
  // Connections (decision 041, slice 3): pairing across teams, "did you meet?", the relationship map.
  app.route('/api/connections', connectionRoutes(deps));
  // Crafting Value Propositions (decision 041, slice 2): canvases, personas, tables of alternatives.
  app.route('/api/canvases', canvasRoutes(deps));
  app.route('/api/personas', personaRoutes(deps));
  app.route('/api/alternatives', alternativesRoutes(deps));
  // Collaboration (decision 041, slice 3): ask for help, offered skills, a team's rituals.
  app.route('/api/help', helpRoutes(deps));
  app.route('/api/rituals', ritualRoutes(deps));
  // The AI Companion's nudges (decision 044).
  app.route('/api/companion', companionRoutes(deps));
  // Slack's /kudos command (decision 047): public, signed by Slack; mounted before any guard that
  // /api/integrations' own routes put on their sub-app, which would ask Slack for a session.
  app.route('/api/integrations/slack', slackCommandRoutes(deps));
  app.route('/api/me', slackLinkRoutes(deps));
  // The company's destinations and their delivery log (decision 047), after Slack's command above.
  app.route('/api/integrations', integrationRoutes(deps));
  // Answered, not thrown: the same error body, without the cost of an exception on every stray call.
  const unknownPath = new DomainError('not_found');
  app.all('/api/*', (c) => errorResponse(c, unknownPath));

  app.route('/', spaRoutes(deps.webRoot));

  app.onError(answerError(deps.logger));

  return app;
}

export type App = ReturnType<typeof createApp>;
