import { HELP_SKILL_MAX, HELP_SKILLS_MAX } from '@shared/collaboration-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { type FormEvent, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { rulesWhenIdle, validateLater } from '@/lib/validate-form';
import { skillsTexts as t, skillsToasts } from './skills-texts';

const helpSkillsRules = rulesWhenIdle(() =>
  import('@shared/help-rules').then((rules) => rules.helpSkillsSchema),
);

const skillsKey = (userId: string | undefined) => ['help-skills', userId] as const;

function useSkills() {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: skillsKey(user?.id),
      queryFn: async ({ signal }) => (await callApi('GET /api/help/skills', { signal })).skills,
      enabled: Boolean(user),
    }),
  );
}

function usePutSkills(onDone: () => void) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skills: string[]) => callApi('PUT /api/help/skills', { body: { skills } }),
    onSuccess: ({ skills }) => {
      toast(skillsToasts.saved);
      queryClient.setQueryData(skillsKey(user?.id), skills);
      onDone();
    },
    onError: toastError,
  });
}

/**
 * "I can help with" (decision 041): the skills a person offers, company-visible by design (the card
 * says so). Each change saves the whole list.
 */
export function SkillsCard() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const skills = useSkills();
  const list = skills.data ?? [];
  const put = usePutSkills(() => form.current?.reset());
  const save = (next: string[]) => {
    void validateLater(helpSkillsRules, { skills: next }).then((input) => {
      if (input) put.mutate(input.skills);
    });
  };
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save([...list, String(new FormData(event.currentTarget).get('skill') ?? '')]);
  };
  const full = list.length >= HELP_SKILLS_MAX;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t.title}
        </h3>
        <p className="max-w-prose text-sm text-muted-foreground">{t.description}</p>
      </div>
      {skills.isError ? (
        <p role="alert" className="text-sm">
          {t.loadFailed} {skills.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="flex flex-wrap gap-2">
          {list.map((skill) => (
            <li
              key={skill}
              className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm"
            >
              {skill}
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-7 rounded-full"
                aria-label={t.remove(skill)}
                disabled={put.isPending}
                onClick={() => save(list.filter((other) => other !== skill))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-muted-foreground">{t.full(HELP_SKILLS_MAX)}</p>
      ) : (
        <form ref={form} noValidate onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid grow gap-1.5">
            <Label htmlFor={`${id}-skill`}>{t.label}</Label>
            <Input id={`${id}-skill`} name="skill" maxLength={HELP_SKILL_MAX} placeholder={t.placeholder} />
          </div>
          <SubmitButton busy={put.isPending} busyLabel={t.add} className="sm:w-auto">
            {t.add}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
