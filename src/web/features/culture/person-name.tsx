import { personName, usePeople } from '@/lib/people';
import { Link } from '@/lib/router';
import { cultureTexts as t } from './culture-texts';

/** A person as the feed names them: null once they deleted their account. */
export type PersonRef = { id: string; fullName: string | null } | null;

/**
 * The name the feed shows for a person: their full name; without one, their email from the directory
 * (which the feed's filters load anyway); else a neutral word. A deleted account is "a former member".
 */
export function usePersonName() {
  const people = usePeople().data;
  return (ref: PersonRef): string => {
    if (!ref) return t.formerMember;
    const named = ref.fullName?.trim();
    if (named) return named;
    const person = people?.find((other) => other.id === ref.id);
    return person ? personName(person) : t.noName;
  };
}

/** A person's name, linked to their profile; a deleted account as plain text. */
export function PersonLink({ person, name }: { person: PersonRef; name: string }) {
  if (!person) return <span className="font-medium">{name}</span>;
  return (
    <Link
      to={`/people/${person.id}`}
      className="font-medium underline-offset-4 hover:underline focus-visible:underline"
    >
      {name}
    </Link>
  );
}
