import { NUDGE_KINDS, type NudgeKind, nudgeKindLabels } from '@shared/companion-messages';
import type { Companion as CompanionData } from '@shared/contract/companion';
import { WavesIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { NudgeList } from '@/components/nudges/nudge-list';
import { useCompanion, usePutMutedKinds } from '@/components/nudges/nudges-api';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { AskSurfer } from './ask-surfer';
import { companionTexts as t } from './companion-texts';

const sectionClass = 'grid gap-3 rounded-lg border bg-card p-4';

/** AI Companion - The Surfer (decision 044): the day's nudges and which kinds the person gets. */
export function Companion() {
  const companion = useCompanion();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={t.title} description={t.description} />
      <QueryState query={companion} loadFailed={t.loadFailed} isEmpty={() => false} layout="page">
        {(data) => (
          <div className="grid gap-6">
            <Nudges companion={data} />
            <AskSurfer model={data.model} />
            <Kinds companion={data} />
          </div>
        )}
      </QueryState>
    </main>
  );
}

function Nudges({ companion }: { companion: CompanionData }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="companion-nudges" className={sectionClass}>
      <div className="grid gap-1">
        <h2 id="companion-nudges" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t.nudgesTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.nudgesText}</p>
      </div>
      {companion.nudges.length === 0 ? (
        <EmptyState icon={WavesIcon} title={t.emptyTitle} text={t.emptyText} level={3} />
      ) : (
        <NudgeList nudges={companion.nudges} focusAfter={() => heading.current?.focus()} />
      )}
    </section>
  );
}

function Kinds({ companion }: { companion: CompanionData }) {
  const id = useId();
  const put = usePutMutedKinds({ title: t.kindsSaved });
  // The choice shows at once, while it is saved.
  const [pending, setPending] = useState<NudgeKind[] | null>(null);
  const muted = pending ?? companion.mutedKinds;
  const toggle = (kind: NudgeKind, wanted: boolean) => {
    const kinds = wanted ? muted.filter((each) => each !== kind) : [...muted, kind];
    setPending(kinds);
    put.mutate(kinds, { onSettled: () => setPending(null) });
  };
  return (
    <section aria-labelledby="companion-kinds" className={sectionClass}>
      <fieldset className="grid gap-3">
        <legend id="companion-kinds" className="text-xl font-semibold">
          {t.kindsTitle}
        </legend>
        <p className="text-sm text-muted-foreground">{t.kindsText}</p>
        <ul className="grid gap-2">
          {NUDGE_KINDS.map((kind) => (
            <li key={kind}>
              <label htmlFor={`${id}-${kind}`} className="flex items-center gap-2 text-sm">
                <input
                  id={`${id}-${kind}`}
                  type="checkbox"
                  className="size-4"
                  checked={!muted.includes(kind)}
                  disabled={put.isPending}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
                {nudgeKindLabels[kind]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </section>
  );
}
