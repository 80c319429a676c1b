import type { Canvas } from '@shared/contract/value';
import {
  CANVAS_BOX_HINTS,
  CANVAS_BOX_LABELS,
  CANVAS_BOX_MAX,
  CANVAS_BOXES,
  type CanvasBox,
  VALUE_TITLE_MAX,
} from '@shared/value-messages';
import { type FormEvent, useId, useState } from 'react';
import { ConflictNotice, newerOf } from '@/components/documents/conflict-notice';
import { DialogField, DialogFormActions, useDialogValidation } from '@/components/ui/dialog-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { rulesWhenIdle } from '@/lib/validate-form';
import { useCreateCanvas, useUpdateCanvas } from '../value-api';
import { WhereField, whereOf } from '../value-parts';
import { canvasTexts as c, valueTexts as t } from '../value-texts';

const createCanvasRules = rulesWhenIdle(() =>
  import('@shared/value-rules').then((rules) => rules.createCanvasSchema),
);
const updateCanvasRules = rulesWhenIdle(() =>
  import('@shared/value-rules').then((rules) => rules.updateCanvasSchema),
);

type Boxes = Record<CanvasBox, string>;
const boxesOf = (canvas?: Canvas): Boxes =>
  Object.fromEntries(CANVAS_BOXES.map((box) => [box, canvas?.boxes[box] ?? ''])) as Boxes;

/** A new canvas, or an edit of `canvas` from the version it was read at; a 409 shows theirs beside. */
export function CanvasForm({
  canvas,
  onClose,
  onCreated,
}: {
  canvas?: Canvas;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const id = useId();
  const [base, setBase] = useState(canvas);
  const [title, setTitle] = useState(canvas?.title ?? '');
  const [where, setWhere] = useState('company');
  const [boxes, setBoxes] = useState(() => boxesOf(canvas));
  const [theirs, setTheirs] = useState<Canvas>();
  const { error, validateLater } = useDialogValidation();
  const create = useCreateCanvas((created) => {
    onClose();
    onCreated?.(created);
  });
  const update = useUpdateCanvas(canvas?.id ?? '', onClose);
  const startFrom = (newer: Canvas) => {
    setBase(newer);
    setTitle(newer.title);
    setBoxes(boxesOf(newer));
    setTheirs(undefined);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!base) {
      void validateLater(createCanvasRules, { title, ...whereOf(where), boxes }).then((input) => {
        if (input) create.mutate(input);
      });
      return;
    }
    const values = { version: base.version, title, boxes };
    void validateLater(updateCanvasRules, values).then((input) => {
      if (!input) return;
      update.mutate(input, {
        onError: (failure) => {
          const newer = newerOf<{ canvas: Canvas }>(failure)?.canvas;
          if (!newer) return;
          // Saving again replaces their version, knowingly: the next save names it.
          setBase(newer);
          setTheirs(newer);
        },
      });
    });
  };
  const pending = create.isPending || update.isPending;
  const failure = error || (theirs ? undefined : (create.error ?? update.error)?.message);
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {theirs && (
        <ConflictNotice key={theirs.version} onStartFromTheirs={() => startFrom(theirs)}>
          <p className="font-medium">{theirs.title}</p>
          <dl className="grid gap-1">
            {CANVAS_BOXES.filter((box) => theirs.boxes[box]).map((box) => (
              <div key={box}>
                <dt className="text-xs text-muted-foreground">{CANVAS_BOX_LABELS[box]}</dt>
                <dd className="whitespace-pre-line">{theirs.boxes[box]}</dd>
              </div>
            ))}
          </dl>
        </ConflictNotice>
      )}
      <DialogField id={`${id}-title`} label={c.titleLabel} hint={c.titleHint}>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={VALUE_TITLE_MAX}
          autoComplete="off"
          aria-describedby={`${id}-title-hint`}
          onChange={(event) => setTitle(event.target.value)}
        />
      </DialogField>
      {!canvas && <WhereField id={`${id}-where`} where={where} setWhere={setWhere} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {CANVAS_BOXES.map((box) => (
          <DialogField
            key={box}
            id={`${id}-${box}`}
            label={CANVAS_BOX_LABELS[box]}
            hint={CANVAS_BOX_HINTS[box]}
          >
            <Textarea
              id={`${id}-${box}`}
              rows={3}
              value={boxes[box]}
              maxLength={CANVAS_BOX_MAX}
              aria-describedby={`${id}-${box}-hint`}
              onChange={(event) => setBoxes((all) => ({ ...all, [box]: event.target.value }))}
            />
          </DialogField>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{c.credit}</p>
      <DialogFormActions
        failure={failure}
        cancel={t.cancel}
        onCancel={onClose}
        busy={pending}
        busyLabel={base ? t.saving : t.creating}
      >
        {base ? t.save : t.create}
      </DialogFormActions>
    </form>
  );
}
