import type { FeedPost, ReactionSummary } from '@shared/contract/culture';
import { type Reaction, REACTION_NAMES } from '@shared/culture-messages';
import { SmilePlusIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Hint } from '@/components/ui/hint';
import { cn } from '@/lib/utils';
import { useToggleReaction } from './api/culture-api';
import { cultureTexts as t, namesSentence, reactionEmoji } from './culture-texts';

/**
 * A post's reactions: each emoji someone used as a toggle button with its count (pressed when the
 * caller is among them), who reacted on hover and on focus and in the button's name; the emoji
 * nobody used yet behind "Add reaction".
 */
export function Reactions({ post }: { post: FeedPost }) {
  const toggle = useToggleReaction();
  const used = post.reactions.filter((reaction) => reaction.count > 0);
  const unused = REACTION_NAMES.filter((name) => !used.some((reaction) => reaction.emoji === name));
  const react = (emoji: Reaction, on: boolean) => toggle.mutate({ kudosId: post.id, emoji, on });
  return (
    <div role="group" aria-label={t.reactionsLabel} className="flex flex-wrap items-center gap-1.5">
      {used.map((reaction) => (
        <ReactionButton
          key={reaction.emoji}
          reaction={reaction}
          onToggle={() => react(reaction.emoji, !reaction.reacted)}
        />
      ))}
      {unused.length > 0 && <AddReaction choices={unused} onChoose={(emoji) => react(emoji, true)} />}
    </div>
  );
}

function ReactionButton({ reaction, onToggle }: { reaction: ReactionSummary; onToggle: () => void }) {
  const emoji = reactionEmoji(reaction.emoji);
  const names = reaction.names;
  const who = names.length > 0 ? namesSentence(names, reaction.count - names.length) : '';
  return (
    <Hint text={who}>
      <button
        type="button"
        aria-pressed={reaction.reacted}
        aria-label={t.reactionName(emoji, reaction.count, reaction.names)}
        onClick={onToggle}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-full border px-2.5 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
          reaction.reacted && 'border-primary bg-primary/10',
        )}
      >
        <span aria-hidden>{emoji}</span>
        <span className="font-medium tabular-nums">{reaction.count}</span>
      </button>
    </Hint>
  );
}

/**
 * The emoji nobody used yet, behind a button that discloses them in line (no floating panel to run
 * off a phone's screen). The first one takes the focus; arrows move between them; Escape, or a choice,
 * gives the focus back to the button.
 */
function AddReaction({ choices, onChoose }: { choices: Reaction[]; onChoose: (emoji: Reaction) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.querySelector('button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(panelRef.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div
      className="flex flex-wrap items-center gap-1"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="sm"
        className="size-8 rounded-full p-0 text-muted-foreground"
        aria-label={t.addReaction}
        aria-expanded={open}
        aria-controls={`${id}-choices`}
        onClick={() => setOpen(!open)}
      >
        <SmilePlusIcon aria-hidden />
      </Button>
      <div
        ref={panelRef}
        id={`${id}-choices`}
        role="group"
        aria-label={t.addReaction}
        hidden={!open}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-0.5 rounded-full border bg-background p-0.5 shadow-sm"
      >
        {choices.map((name) => (
          <button
            key={name}
            type="button"
            aria-label={t.reactWith(reactionEmoji(name))}
            onClick={() => {
              onChoose(name);
              close();
            }}
            className="inline-flex size-8 items-center justify-center rounded-full text-base outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span aria-hidden>{reactionEmoji(name)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
