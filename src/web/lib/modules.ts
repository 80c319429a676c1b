/**
 * The thirteen modules, in the sidebar's order (SPEC.md section 2). Each has its sidebar label, the
 * title of its Coming Soon page, and the planned features exactly as the spec lists them. Plain data:
 * the router imports it, so the icons live apart, in module-icons.ts.
 */
export interface Module {
  path: string;
  label: string;
  title: string;
  description: string;
  features: readonly string[];
}

export const modules: readonly Module[] = [
  {
    path: '/accountability',
    label: 'Driving Accountability',
    title: 'Driving Accountability',
    description: 'Set goals that matter, keep your commitments visible and see how the team is moving.',
    features: [
      'personal and team goal setting',
      'progress dashboards',
      'commitment tracking',
      'check-ins',
      'team performance metrics',
    ],
  },
  {
    path: '/stress',
    label: 'Reducing Stress',
    title: 'Reducing Personal Stress',
    description: 'Notice pressure early, balance the load and reset before stress turns into burnout.',
    features: [
      'wellbeing tracker',
      'workload balance',
      'stress exercises',
      'mental reset',
      'burnout insights',
    ],
  },
  {
    path: '/strategy',
    label: 'Strategic Thinking',
    title: 'Strategic Thinking',
    description: 'Step back from the daily swell and shape where the team is heading.',
    features: [
      'strategy canvas',
      'idea tools',
      'decision frameworks',
      'planning templates',
      'vision alignment',
    ],
  },
  {
    path: '/value',
    label: 'Value Propositions',
    title: 'Crafting Value Propositions',
    description: 'Say clearly what you offer, to whom, and why it beats the alternatives.',
    features: [
      'templates',
      'persona builder',
      'unique value',
      'competitive analysis',
      'pitch deck generator',
    ],
  },
  {
    path: '/purpose',
    label: 'Purpose & Alignment',
    title: 'Purpose & Alignment',
    description: 'Connect each person’s work and values to the company’s mission.',
    features: [
      'purpose mapping',
      'goal-mission alignment',
      'values assessment',
      'career path',
      'contribution tracking',
    ],
  },
  {
    path: '/communication',
    label: 'Communication',
    title: 'Communication & Feedback',
    description: 'Make honest, frequent feedback a habit in every direction.',
    features: ['1-on-1 templates', 'peer feedback', 'style assessment', 'feedback history', '360 reviews'],
  },
  {
    path: '/collaboration',
    label: 'Collaboration',
    title: 'Collaboration & Connection',
    description: 'Build the relationships and rituals that let teams paddle in the same direction.',
    features: [
      'relationship mapping',
      'ask-for-help board',
      'ritual builder',
      'collaboration spaces',
      'cross-team connections',
    ],
  },
  {
    path: '/execution',
    label: 'Execution & Focus',
    title: 'Execution & Focus',
    description: 'Protect focus time and turn priorities into finished work.',
    features: [
      'daily priorities',
      'sprint boards',
      'habit tools',
      'focus blocking',
      'productivity analytics',
    ],
  },
  {
    path: '/learning',
    label: 'Learning & Growth',
    title: 'Learning & Growth',
    description: 'Grow a little every day, and keep track of how far you have come.',
    features: ['micro-learning', 'reflection journal', 'growth plans', 'skill tracking', 'resource library'],
  },
  {
    path: '/wellbeing',
    label: 'Well-Being',
    title: 'Well-Being & Energy',
    description: 'Understand your energy and look after yourself between the big waves.',
    features: ['mood tracking', 'stress monitoring', 'energy patterns', 'self-care', 'work-life balance'],
  },
  {
    path: '/culture',
    label: 'Culture & Recognition',
    title: 'Culture & Recognition',
    description: 'Celebrate wins and make the values you share visible every day.',
    features: ['values wall', 'peer recognition', 'kudos feed', 'culture metrics', 'celebrations'],
  },
  {
    path: '/analytics',
    label: 'Insights & Analytics',
    title: 'Insights & Analytics',
    description: 'See how engaged, productive and healthy your teams are, and where to act.',
    features: [
      'engagement dashboards',
      'performance analytics',
      'stress heatmaps',
      'productivity insights',
      'team health',
    ],
  },
  {
    path: '/ai-companion',
    label: 'AI Companion',
    title: 'AI Companion - The Surfer',
    description: 'A coach that knows your context and nudges you at the right moment.',
    features: [
      'personalized coaching',
      'smart nudges',
      'recommendations',
      'context-aware assistance',
      'learning from patterns',
    ],
  },
];

export function findModule(path: string): Module | undefined {
  return modules.find((module) => module.path === path);
}
