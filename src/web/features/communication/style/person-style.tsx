import { QueryState } from '@/components/query-state';
import { useAuth } from '@/lib/auth';
import { usePersonStyle } from './style-api';
import { StyleForm } from './style-form';
import { StyleSummary } from './style-summary';
import { styleTexts as texts } from './style-texts';

/**
 * The communication style on a profile (the person page puts it there): the person's own form on
 * their own profile, what a colleague said on theirs.
 */
export function PersonStyle({ userId }: { userId: string }) {
  const { user } = useAuth();
  const isSelf = user?.id === userId;
  return (
    <section aria-labelledby="person-style" className="grid gap-3">
      {isSelf ? (
        <>
          <h2 id="person-style" className="text-lg font-semibold">
            {texts.title}
          </h2>
          <StyleForm />
        </>
      ) : (
        <ColleagueStyle userId={userId} />
      )}
    </section>
  );
}

function ColleagueStyle({ userId }: { userId: string }) {
  const person = usePersonStyle(userId);
  const name = person.data?.person.fullName?.trim() || person.data?.person.email || '';
  return (
    <>
      <h2 id="person-style" className="text-lg font-semibold">
        {name ? texts.titleOf(name) : texts.title}
      </h2>
      <QueryState query={person} loadFailed={texts.loadFailed} isEmpty={() => false}>
        {(answer) => <StyleSummary style={answer.style} name={name} />}
      </QueryState>
    </>
  );
}
