import type { FocusBlock } from '@shared/contract/focus';
import { CheckIcon, PencilIcon, Trash2Icon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUpdateFocusBlock } from './focus-api';
import { focusTexts as t } from './focus-texts';
import { endOf } from './week';

/** "Kept" and "Not kept", once a block has started: pressing the chosen one again takes it back. */
export function KeptButtons({ block }: { block: FocusBlock }) {
  const update = useUpdateFocusBlock();
  if (!block.started) return null;
  const say = (kept: boolean) => update.mutate({ id: block.id, kept: block.kept === kept ? null : kept });
  return (
    <div role="group" aria-label={t.keptGroup(block.purpose)} className="flex gap-1">
      <Button
        type="button"
        size="sm"
        variant={block.kept === true ? 'default' : 'outline'}
        aria-pressed={block.kept === true}
        disabled={update.isPending}
        onClick={() => say(true)}
      >
        <CheckIcon aria-hidden />
        {t.kept}
      </Button>
      <Button
        type="button"
        size="sm"
        variant={block.kept === false ? 'secondary' : 'outline'}
        aria-pressed={block.kept === false}
        disabled={update.isPending}
        onClick={() => say(false)}
      >
        <XIcon aria-hidden />
        {t.notKept}
      </Button>
    </div>
  );
}

/** A block as a line: its time, length and purpose; kept or not once started; edit and delete. */
export function BlockRow({
  block,
  onEdit,
  onDelete,
}: {
  block: FocusBlock;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-md border bg-card px-3 py-2 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium break-words">{block.purpose}</span>
        <span className="text-sm text-muted-foreground">
          {t.timeRange(block.startTime, endOf(block.startTime, block.minutes))} · {t.minutes(block.minutes)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <KeptButtons block={block} />
        {(onEdit || onDelete) && (
          <div className="flex gap-1">
            {onEdit && (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t.editLabel(block.purpose)}
                title={t.edit}
                onClick={onEdit}
              >
                <PencilIcon aria-hidden />
              </Button>
            )}
            {onDelete && (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t.deleteLabel(block.purpose)}
                title={t.delete}
                onClick={onDelete}
              >
                <Trash2Icon aria-hidden />
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
