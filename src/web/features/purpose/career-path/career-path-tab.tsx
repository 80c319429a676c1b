import { CompassIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/lib/router';
import { useCareerPath } from './career-path-api';
import { careerPathTexts as t } from './career-path-texts';

/** Career path: the levels above the person's on their track, and the other tracks open to moves. */
export function CareerPathTab() {
  const path = useCareerPath();
  return (
    <section aria-labelledby="career-path-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="career-path-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t.description}</p>
      </div>
      <QueryState query={path} loadFailed={t.loadFailed}>
        {(data) => (
          <>
            {data.place ? (
              <section aria-labelledby="career-path-above" className="grid gap-3">
                <p>{t.youAre(data.place.track.name, data.place.level.name)}</p>
                <h3 id="career-path-above" className="text-lg font-semibold">
                  {t.above}
                </h3>
                {data.above.length === 0 ? (
                  <div className="rounded-lg border bg-card p-3">
                    <p className="font-semibold">{t.atTop}</p>
                    <p className="text-sm text-muted-foreground">{t.atTopText}</p>
                  </div>
                ) : (
                  <ol className="grid gap-2">
                    {data.above.map((level) => (
                      <li key={level.id} className="rounded-lg border bg-card p-3">
                        <p className="font-medium">{level.name}</p>
                        {level.summary && (
                          <p className="text-sm whitespace-pre-line text-muted-foreground">{level.summary}</p>
                        )}
                      </li>
                    ))}
                  </ol>
                )}
                <Link to="/learning" className={`${buttonVariants({ variant: 'outline' })} w-fit`}>
                  {t.compare}
                </Link>
              </section>
            ) : (
              <EmptyState icon={CompassIcon} title={t.noPlaceTitle} text={t.noPlaceText} level={3}>
                <Link to="/learning" className={buttonVariants({ variant: 'outline' })}>
                  {t.toLearning}
                </Link>
              </EmptyState>
            )}
            <section aria-labelledby="career-path-open" className="grid gap-2">
              <h3 id="career-path-open" className="text-lg font-semibold">
                {t.openTracks}
              </h3>
              {data.openTracks.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t.noOpenTracks}</p>
              ) : (
                <>
                  <p className="text-sm text-muted-foreground">{t.openTracksText}</p>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {data.openTracks.map((track) => (
                      <li key={track.id} className="rounded-lg border bg-card p-3">
                        <p className="font-medium">{track.name}</p>
                        {track.description && (
                          <p className="text-sm whitespace-pre-line text-muted-foreground">
                            {track.description}
                          </p>
                        )}
                        <p className="text-sm">{t.levels(track.levels.map((level) => level.name))}</p>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}
