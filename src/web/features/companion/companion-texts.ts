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
} as const;
