import { describe, expect, it } from 'vitest';
import { navPages } from '@/app-pages';
import { cultureTexts } from '@/features/culture/culture-texts';
import { dashboardTexts, joinRequestTexts, statTexts } from '@/features/dashboard/dashboard-texts';
import { goalsTexts } from '@/features/goals/goals-texts';
import { insightsTexts, stressTexts } from '@/features/insights/insights-texts';
import { landingFeatures, landingTexts } from '@/features/landing/landing-texts';
import { wellbeingTexts } from '@/features/wellbeing/wellbeing-texts';
import { pendingRequestText, toasts } from '@/lib/texts';
import { collaborationTexts } from './features/collaboration/collaboration-texts';
import { communicationTexts } from './features/communication/communication-texts';
import { companionTexts } from './features/companion/companion-texts';
import { executionTexts } from './features/execution/execution-texts';
import { learningTexts } from './features/learning/learning-texts';
import { purposeTexts } from './features/purpose/purpose-texts';
import { strategyTexts } from './features/strategy/strategy-texts';
import { valueTexts } from './features/value/value-texts';

/**
 * The screens' words (docs/product.md), spelled out here as literals on purpose: the other web tests
 * read them from the same modules the screens use, so a typo there would pass them all. Sentences
 * built from a name are checked with one.
 */
describe('the product texts on the screens', () => {
  it('toasts', () => {
    const { signedUp, signedIn, signedOut, companyCreated, requestSent, requestApproved, requestRejected } =
      toasts;
    expect({ ...toasts, companyCreated: null, requestApproved: null, requestRejected: null }).toStrictEqual({
      validationError: 'Validation Error',
      error: 'Error',
      unexpectedError: 'An unexpected error occurred',
      signUpFailed: 'Sign up failed',
      signInFailed: 'Sign in failed',
      signedUp: { title: 'Success!', description: 'Your account has been created.' },
      signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
      signedOut: { title: 'Signed out', description: 'You have been successfully signed out.' },
      companyCreated: null,
      createCompanyFailed: 'Failed to create company',
      requestSent: { title: 'Request sent!', description: 'An admin will review your request shortly.' },
      joinFailed: 'Failed to join company',
      requestApproved: null,
      requestRejected: null,
    });
    expect([signedUp.title, signedIn.title, signedOut.title, requestSent.title]).toEqual([
      'Success!',
      'Welcome back!',
      'Signed out',
      'Request sent!',
    ]);
    expect(companyCreated.title).toBe('Company created!');
    expect(companyCreated.description('AB12CD34')).toBe('Your company code is: AB12CD34.');
    expect(requestApproved.title).toBe('Request approved');
    expect(requestApproved.description('Mo')).toBe('Mo is now a member of your company.');
    expect(requestRejected.title).toBe('Request rejected');
    expect(requestRejected.description('Mo')).toBe('Mo will not join your company.');
    expect(pendingRequestText('Wave Riders')).toBe('Your request to join Wave Riders is pending');
  });

  it('the dashboard', () => {
    expect({ ...dashboardTexts, greeting: null }).toStrictEqual({
      title: 'Dashboard',
      nameFallback: 'Surfer',
      greeting: null,
      welcome: 'Ready to ride the waves of productivity? Use the sidebar to navigate through your tools.',
      companyCode: 'Company Code',
      companyCodeNote: 'Share this code with your team members',
      codeHint: 'New members ask to join with it; you approve them under Join Requests.',
      copyCode: 'Copy company code',
      codeCopied: 'Copied',
      gettingStarted: 'Getting Started',
      gettingStartedDescription: 'Start building your high-performance team',
      setFirstGoal: 'Set Your First Goal',
      createFirstTeam: 'Create Your First Team',
      joinTeam: 'Join a Team',
      chatWithCompanion: 'Chat with AI Companion',
      loadFailed: 'We could not load your dashboard.',
      tryAgain: 'Try again',
    });
    expect(dashboardTexts.greeting('Ada')).toBe('Welcome, Ada!');
    expect(statTexts).toStrictEqual({
      activeTeams: { title: 'Active Teams', value: '0', caption: 'No teams yet' },
      goalsTracked: { title: 'Goals Tracked', value: '0', caption: 'Set your first goal' },
      teamPerformance: { title: 'Team Performance', value: '-', caption: 'No data yet' },
    });
    expect({ ...joinRequestTexts, description: null, requested: null }).toStrictEqual({
      title: 'Join Requests',
      description: null,
      approve: 'Approve',
      reject: 'Reject',
      requested: null,
      empty: 'No pending requests',
      emptyHint: 'When someone asks to join with your company code, they will show up here.',
      loadFailed: 'We could not load the join requests.',
    });
    expect(joinRequestTexts.description('Wave Riders')).toBe(
      'People asking to join Wave Riders with your company code.',
    );
    expect(joinRequestTexts.requested('Nov 22')).toBe('Requested Nov 22');
  });

  it('the landing page: its buttons and the three feature titles', () => {
    expect(landingTexts).toMatchObject({
      brand: 'SOS',
      brandLong: 'Surfers OS',
      getStarted: 'Get Started',
      startJourney: 'Start Your Journey',
      getStartedHint: 'Create your company in a minute, or join your team with its 8-character code.',
    });
    expect(landingFeatures.map((feature) => feature.title)).toEqual([
      'Drive Accountability',
      'Foster Collaboration',
      'Strategic Growth',
    ]);
  });

  it('the thirteen modules: path, sidebar label and page title, in order', () => {
    // Every module is built: its heading keeps the spec's title and description (below).
    expect(navPages.map(({ path, nav, title }) => ({ path, label: nav.label, title }))).toEqual([
      { path: '/accountability', label: 'Driving Accountability', title: 'Driving Accountability' },
      { path: '/stress', label: 'Reducing Stress', title: 'Reducing Personal Stress' },
      { path: '/strategy', label: 'Strategic Thinking', title: 'Strategic Thinking' },
      { path: '/value', label: 'Value Propositions', title: 'Crafting Value Propositions' },
      { path: '/purpose', label: 'Purpose & Alignment', title: 'Purpose & Alignment' },
      { path: '/communication', label: 'Communication', title: 'Communication & Feedback' },
      { path: '/collaboration', label: 'Collaboration', title: 'Collaboration & Connection' },
      { path: '/execution', label: 'Execution & Focus', title: 'Execution & Focus' },
      { path: '/learning', label: 'Learning & Growth', title: 'Learning & Growth' },
      { path: '/wellbeing', label: 'Well-Being', title: 'Well-Being & Energy' },
      { path: '/culture', label: 'Culture & Recognition', title: 'Culture & Recognition' },
      { path: '/analytics', label: 'Insights & Analytics', title: 'Insights & Analytics' },
      { path: '/ai-companion', label: 'AI Companion', title: 'AI Companion - The Surfer' },
    ]);
  });

  it('the modules built: their heading keeps the spec title and description', () => {
    expect([goalsTexts.title, goalsTexts.description]).toEqual([
      'Driving Accountability',
      'Set goals that matter, keep your commitments visible and see how the team is moving.',
    ]);
    expect([cultureTexts.title, cultureTexts.description]).toEqual([
      'Culture & Recognition',
      'Celebrate wins and make the values you share visible every day.',
    ]);
    expect([wellbeingTexts.title, wellbeingTexts.description]).toEqual([
      'Well-Being & Energy',
      'Understand your energy and look after yourself between the big waves.',
    ]);
    expect([stressTexts.title, stressTexts.description]).toEqual([
      'Reducing Personal Stress',
      'Notice pressure early, balance the load and reset before stress turns into burnout.',
    ]);
    expect([insightsTexts.title, insightsTexts.description]).toEqual([
      'Insights & Analytics',
      'See how engaged, productive and healthy your teams are, and where to act.',
    ]);
    expect([communicationTexts.title, communicationTexts.description]).toEqual([
      'Communication & Feedback',
      'Make honest, frequent feedback a habit in every direction.',
    ]);
    expect([executionTexts.title, executionTexts.description]).toEqual([
      'Execution & Focus',
      'Protect focus time and turn priorities into finished work.',
    ]);
    expect([learningTexts.title, learningTexts.description]).toEqual([
      'Learning & Growth',
      'Grow a little every day, and keep track of how far you have come.',
    ]);
    expect([purposeTexts.title, purposeTexts.description]).toEqual([
      'Purpose & Alignment',
      'Connect each person’s work and values to the company’s mission.',
    ]);
    expect([companionTexts.title, companionTexts.description]).toEqual([
      'AI Companion - The Surfer',
      'A coach that knows your context and nudges you at the right moment.',
    ]);
    expect([strategyTexts.title, strategyTexts.description]).toEqual([
      'Strategic Thinking',
      'Step back from the daily swell and shape where the team is heading.',
    ]);
    expect([valueTexts.title, valueTexts.description]).toEqual([
      'Crafting Value Propositions',
      'Say clearly what you offer, to whom, and why it beats the alternatives.',
    ]);
    expect([collaborationTexts.title, collaborationTexts.description]).toEqual([
      'Collaboration & Connection',
      'Build the relationships and rituals that let teams paddle in the same direction.',
    ]);
  });
});
