import { STYLE_NOTE_MAX, type StyleAspect } from '@shared/style-rules';

/** The communication style's words (docs/product.md#communication-style); the tests read them here. */
export const styleTexts = {
  title: 'How I like to communicate',
  titleOf: (name: string) => `How ${name} likes to communicate`,
  hint: 'Everyone in your company sees this on your profile, and beside the agenda of a 1:1 with you.',
  aspects: {
    channel: { legend: 'I prefer it', choices: { written: 'Written', spoken: 'Spoken' } },
    timing: {
      legend: 'Feedback',
      choices: { in_the_moment: 'In the moment', prepared: 'Prepared, with time' },
    },
    tone: { legend: 'Said', choices: { direct: 'Directly', cushioned: 'Gently' } },
  } satisfies Record<StyleAspect, { legend: string; choices: Record<string, string> }>,
  open: 'Either',
  note: 'In a sentence (optional)',
  notePlaceholder: 'Send me the topic a day before, and I will come prepared.',
  characterCount: (count: number) => `${count} / ${STYLE_NOTE_MAX}`,
  save: 'Save',
  saving: 'Saving…',
  loadFailed: 'We could not load the communication style.',
  none: 'Not said yet.',
  noneOf: (name: string) => `${name} has not said yet.`,
} as const;

export const styleToasts = {
  saved: { title: 'Style saved', description: 'Your colleagues see it on your profile.' },
} as const;
