import { COMPANY_CODE_LENGTH } from '@shared/constants';

/** The landing page's words. The titles and button labels are the product's (docs/product.md#screens); the rest is ours. */
export const landingTexts = {
  brand: 'SOS',
  brandLong: 'Surfers OS',
  eyebrow: 'The operating system for high-performance teams',
  headline: 'Build a team that rides every wave together',
  lede: 'Surfers OS brings culture, accountability and personal growth into one place, so your people paddle in the same direction, own their commitments and grow with every set.',
  getStarted: 'Get Started',
  getStartedHint: `Create your company in a minute, or join your team with its ${COMPANY_CODE_LENGTH}-character code.`,
  featuresTitle: 'Everything your crew needs to catch the next wave',
  featuresLede: 'High performance is not luck. It is the habits a team keeps, wave after wave.',
  closingTitle: 'Ready to drop in?',
  closingLede:
    'Set up your company, share the code with your crew, and start building the culture your team deserves.',
  startJourney: 'Start Your Journey',
} as const;

/** The three feature blurbs of the landing page (docs/product.md#screens), each with one line of ours. */
export const landingFeatures = [
  {
    title: 'Drive Accountability',
    description:
      'Set clear goals, make commitments visible and see who owns what, so nothing drifts out to sea.',
  },
  {
    title: 'Foster Collaboration',
    description:
      'Honest feedback, help when it is needed and rituals that keep the whole crew paddling together.',
  },
  {
    title: 'Strategic Growth',
    description:
      'Grow people and plans side by side, with learning and strategy tools that look past the next wave.',
  },
] as const;
