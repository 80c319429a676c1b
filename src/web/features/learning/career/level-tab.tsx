import { CompassIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/router';
import { SkillsCard } from '../skills/skills-card';
import { useMyLevel } from './career-api';
import { careerTexts as t } from './career-texts';
import { LevelCompare } from './level-compare';

/** My level vs next level: the first tab of /learning, with the person's ratings and their leads'. */
export function LevelTab() {
  const level = useMyLevel();
  return (
    <section aria-labelledby="level-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="level-title" className="text-xl font-semibold">
          {t.levelTitle}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t.levelDescription}</p>
      </div>
      <QueryState query={level} loadFailed={t.loadFailed}>
        {(view) =>
          view.place ? (
            <LevelCompare view={view} place={view.place} />
          ) : (
            <EmptyState icon={CompassIcon} title={t.noPlaceTitle} text={t.noPlaceText} level={3}>
              <Link to="/learning?tab=tracks" className={buttonVariants({ variant: 'outline' })}>
                {t.readTracks}
              </Link>
            </EmptyState>
          )
        }
      </QueryState>
      <SkillsCard />
    </section>
  );
}
