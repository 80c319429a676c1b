import type { Contribution } from '@shared/contract/purpose';
import type { ContributionKind } from '@shared/purpose-messages';
import {
  EyeIcon,
  EyeOffIcon,
  GraduationCapIcon,
  HeartIcon,
  ListChecksIcon,
  type LucideIcon,
  PenLineIcon,
  Trash2Icon,
  TrendingUpIcon,
  TrophyIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useHideContribution } from './contributions-api';
import { contributionsTexts as t } from './contributions-texts';

const icons: Record<ContributionKind, LucideIcon> = {
  key_result_moved: TrendingUpIcon,
  goal_closed: TrophyIcon,
  kudos_received: HeartIcon,
  action_item_done: ListChecksIcon,
  growth_item_done: GraduationCapIcon,
  manual: PenLineIcon,
};

const dayFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** What an entry says, in a sentence. */
export function entrySentence(entry: Contribution): string {
  const goal = entry.goal?.title ?? '';
  switch (entry.kind) {
    case 'key_result_moved':
      return t.keyResultMoved(goal, entry.keyResultsMoved ?? 1);
    case 'goal_closed':
      return t.goalClosed(goal, Math.round((entry.progress ?? 0) * 100));
    case 'kudos_received':
      return t.kudosFrom(entry.from);
    case 'action_item_done':
      return entry.text ? `${t.actionItemDone}: ${entry.text}` : t.actionItemDone;
    case 'growth_item_done':
      return t.growthItemDone(entry.text ?? '');
    default:
      return entry.text ?? '';
  }
}

/**
 * One entry of the log: its kind's icon and name, what it says, its day, a link to where it lives;
 * on the person's own log, the eye that hides it from their leads and, for one added by hand, delete.
 */
export function EntryItem({
  entry,
  own,
  onDelete,
}: {
  entry: Contribution;
  own: boolean;
  onDelete: (entry: Contribution) => void;
}) {
  const Icon = icons[entry.kind];
  const sentence = entrySentence(entry);
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3 sm:p-4">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{t.kinds[entry.kind]}</span>
          <span>{dayLabel(entry.day)}</span>
          {entry.value && <Badge variant="outline">{entry.value}</Badge>}
          {own && entry.hidden && <span>· {t.hiddenNote}</span>}
        </div>
        <p className="break-words">
          {entry.link ? (
            <Link to={entry.link} className="underline-offset-4 hover:underline">
              {sentence}
            </Link>
          ) : (
            sentence
          )}
        </p>
        {entry.kind === 'kudos_received' && entry.text && (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{entry.text}</p>
        )}
      </div>
      {own && (
        <div className="flex shrink-0 items-start gap-1">
          <HideToggle entry={entry} />
          {entry.kind === 'manual' && (
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t.deleteLabel(sentence)}
              title={t.delete}
              onClick={() => onDelete(entry)}
            >
              <Trash2Icon aria-hidden />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The eye: pressed when the entry is hidden from the person's leads. */
function HideToggle({ entry }: { entry: Contribution }) {
  const hide = useHideContribution();
  const Icon = entry.hidden ? EyeOffIcon : EyeIcon;
  return (
    <Button
      type="button"
      size="icon"
      variant={entry.hidden ? 'secondary' : 'ghost'}
      aria-label={t.hiddenLabel}
      aria-pressed={entry.hidden}
      title={t.hiddenLabel}
      disabled={hide.isPending}
      onClick={() => hide.mutate({ kind: entry.kind, subjectId: entry.subjectId, hidden: !entry.hidden })}
    >
      <Icon aria-hidden />
    </Button>
  );
}
