import { NUDGES_PER_DAY } from '@shared/companion-messages';

/** The AI Companion's words (decision 044). Its heading keeps the spec's title and description. */
export const companionTexts = {
  title: 'AI Companion - The Surfer',
  description: 'A coach that knows your context and nudges you at the right moment.',
  loadFailed: 'Could not load your nudges',
  nudgesTitle: 'Today’s nudges',
  nudgesText: `At most ${NUDGES_PER_DAY} a day, each with its reason. They come from rules over what you can already see in SOS: your goals, your 1:1s, your growth plan and your teams. Nothing here is shown to anyone else.`,
  emptyTitle: 'Nothing to nudge you about',
  emptyText:
    'When a goal of yours goes quiet, a 1:1 tomorrow has an empty agenda, a key result falls behind, a growth item is due or a teammate has not been thanked in a while, The Surfer says so here and on your dashboard.',
  kindsTitle: 'Nudges you get',
  kindsText: 'Untick a kind to get none of it. Changes apply at once.',
  kindsSaved: 'Your nudges are updated',
  askTitle: 'Ask The Surfer',
  askText:
    'Ask about your own work: your goals and key results, your next 1:1s, your growth plan, the kudos you received. The Surfer answers from what you can already see in SOS and names its sources. The conversation stays on this page: nothing of it is stored.',
  conversation: 'Your conversation with The Surfer',
  you: 'You asked: ',
  answerLabel: (question: string) => `The Surfer’s answer to “${question}”`,
  question: 'Your question',
  questionPlaceholder: 'What should I focus on this week?',
  questionHint: 'Ctrl+Enter asks. Your moods, journal, private notes and pulse answers are never sent.',
  ask: 'Ask',
  offTitle: 'The AI model is off',
  notConfigured:
    'Your nudges work without it. To let The Surfer answer questions, brief you before a 1:1 and help you write check-ins and kudos, whoever runs SOS points it at any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio) and restarts it:',
  settingsExample:
    'AI_BASE_URL=http://localhost:11434/v1\nAI_MODEL=llama3.1\n# AI_API_KEY=…  (when the endpoint needs one)',
  neverSent:
    'Only what you can already open is ever sent: your goals, your 1:1s’ shared agendas and action items, your growth plan and the kudos you received. Moods, the journal, private notes, pulse answers, feedback and 360 answers never are.',
  turnedOff:
    'Your company’s admin turned the AI model off. Your nudges work without it; an admin can turn it back on in Company Settings.',
} as const;
