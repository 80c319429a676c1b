import { LightbulbIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { formerMember } from '@/components/documents/document-texts';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { selectClass, useFocusBack } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { useMe } from '@/lib/me';
import { Link } from '@/lib/router';
import { useUrlParams } from '@/lib/use-url-tab';
import { useTeams } from '../strategy-api';
import { StartIdeaForm } from './idea-form';
import { IdeaView } from './idea-view';
import { useIdeas } from './ideas-api';
import { ideasTexts as t, templates } from './ideas-texts';

const linkClass = 'justify-self-start text-primary underline-offset-4 hover:underline';

/** Idea tools: a team's SWOTs, pre-mortems and plans (`?idea=` opens one). */
export function IdeasTab() {
  const [params, update] = useUrlParams();
  const open = params.get('idea');
  if (open) return <IdeaView id={open} onBack={() => update({ idea: null })} />;
  return <IdeaList onOpen={(id) => update({ idea: id })} />;
}

function IdeaList({ onOpen }: { onOpen: (id: string) => void }) {
  const id = useId();
  const isAdmin = useMe().data?.role === 'admin';
  const [teamId, setTeamId] = useState<string>();
  const teams = useTeams();
  const list = useIdeas(teamId);
  const mine = (teams.data ?? []).filter((team) => team.isMember && !team.archivedAt);
  // Admins read every team's ideas; the filter offers the teams whose ideas the caller reads.
  const readable = isAdmin ? (teams.data ?? []) : mine;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {readable.length > 0 && (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-team`}>{t.teamFilter}</Label>
            <select
              id={`${id}-team`}
              className={selectClass}
              value={teamId ?? ''}
              onChange={(event) => setTeamId(event.target.value || undefined)}
            >
              <option value="">{t.allTeams}</option>
              {readable.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {mine.length > 0 && <StartIdeaButton teamId={teamId} onStarted={onOpen} />}
      </div>
      <QueryState query={list} loadFailed={t.loadFailed} isEmpty={() => false}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            if (teamId) return <p className="text-sm text-muted-foreground">{t.emptyFiltered}</p>;
            if (teams.isSuccess && mine.length === 0)
              return <EmptyState icon={UsersIcon} title={t.noTeamTitle} text={t.noTeamText} level={2} />;
            return <EmptyState icon={LightbulbIcon} title={t.emptyTitle} text={t.emptyText} level={2} />;
          }
          return (
            <ul aria-label={t.listLabel} className="grid gap-3 sm:grid-cols-2">
              {items.map((idea) => (
                <li key={idea.id} className="grid content-start gap-1 rounded-lg border bg-card p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge>{templates[idea.template].name}</Badge>
                    <Badge variant="outline">{t.teamBadge(idea.team.name)}</Badge>
                  </div>
                  <Link to={`?tab=ideas&idea=${idea.id}`} className={linkClass}>
                    <span className="text-lg font-semibold break-words">{idea.title}</span>
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {t.startedBy(idea.author?.fullName ?? formerMember)}
                  </p>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <LoadMoreButton query={list} label={t.loadMore} loadingLabel={t.loadingMore} />
    </div>
  );
}

function StartIdeaButton({
  teamId,
  onStarted,
}: {
  teamId: string | undefined;
  onStarted: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useFocusBack(open);
  return (
    <>
      <Button ref={button} type="button" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden />
        {t.newIdea}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t.createTitle}
        cancel={t.close}
        className="max-w-xl"
      >
        <StartIdeaForm teamId={teamId} onClose={() => setOpen(false)} onStarted={onStarted} />
      </FormDialog>
    </>
  );
}
