import type { Person } from '@shared/contract/people';
import { XIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { personName } from '@/lib/people';
import { cn } from '@/lib/utils';

/** Enough to choose from without a long scroll; typing narrows the rest. */
const SHOWN = 8;

type Candidate = Pick<Person, 'id' | 'fullName' | 'email'>;

/** The picker's words, each feature's own: recognising people is not asking them for feedback. */
export interface PeoplePickerTexts {
  /** The field's label, and the list's. */
  recipients: string;
  recipientsHint: string;
  recipientsFull: string;
  chosenPeople: string;
  removePerson: (name: string) => string;
  noPersonFound: string;
  /** Why the caller is not offered. */
  cannotChooseSelf: string;
}

/** The people whose name or email holds what was typed, letter case and accents aside. */
function matching(people: readonly Candidate[], typed: string): Candidate[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(typed.trim());
  return people.filter(
    (person) =>
      !wanted || fold(person.fullName ?? '').includes(wanted) || fold(person.email).includes(wanted),
  );
}

/**
 * Chooses up to `max` people of the company: a combobox (ARIA 1.2) whose list filters as one types.
 * Arrows move through the list, Enter chooses, Escape closes the list, Backspace in the empty field
 * removes the last person chosen; each chosen person shows as a chip with its own Remove button.
 */
export function PeoplePicker({
  texts: t,
  people,
  self,
  askedForSelf = false,
  chosen,
  max,
  onChange,
}: {
  texts: PeoplePickerTexts;
  /** Whom one may choose (the caller is not among them). */
  people: readonly Candidate[];
  /** The caller, never offered: looking for them is told why. */
  self?: Candidate | undefined;
  /** The form was opened for the caller (`?to=` their own id): told why nobody is chosen. */
  askedForSelf?: boolean;
  chosen: readonly string[];
  max: number;
  onChange: (ids: string[]) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const chosenPeople = chosen.flatMap((personId) => people.filter((person) => person.id === personId));
  const full = chosenPeople.length >= max;
  const options = full
    ? []
    : matching(
        people.filter((person) => !chosen.includes(person.id)),
        typed,
      ).slice(0, SHOWN);
  const expanded = open && options.length > 0;
  const current = Math.min(active, options.length - 1);
  const optionId = (person: Candidate) => `${id}-option-${person.id}`;

  const choose = (person: Candidate) => {
    if (full) return;
    onChange([...chosen, person.id]);
    setTyped('');
    setActive(0);
    setOpen(false);
  };
  const remove = (personId: string) => {
    onChange(chosen.filter((other) => other !== personId));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + options.length) % options.length);
        return;
      }
      case 'Home':
      case 'End':
        if (!expanded) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : options.length - 1);
        return;
      case 'Enter': {
        // Enter never sends the form from here: it chooses, or does nothing.
        event.preventDefault();
        const person = expanded ? options[current] : undefined;
        if (person) choose(person);
        return;
      }
      case 'Escape':
        // With the list closed, Escape is the dialog's: it closes (form-dialog.tsx).
        if (expanded) setOpen(false);
        return;
      case 'Backspace': {
        const last = chosen.at(-1);
        if (typed === '' && last) {
          event.preventDefault();
          onChange(chosen.slice(0, -1));
        }
        return;
      }
    }
  };

  const noMatch = open && !full && typed.trim() !== '' && options.length === 0;
  const onlySelf = noMatch && self !== undefined && matching([self], typed).length > 0;
  const hint = (() => {
    if (onlySelf || (askedForSelf && chosen.length === 0 && !noMatch)) return t.cannotChooseSelf;
    if (noMatch) return t.noPersonFound;
    return full ? t.recipientsFull : t.recipientsHint;
  })();
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-input`}>{t.recipients}</Label>
      {chosenPeople.length > 0 && (
        <ul aria-label={t.chosenPeople} className="flex flex-wrap gap-2">
          {chosenPeople.map((person) => (
            <li
              key={person.id}
              className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-0.5 text-sm text-secondary-foreground"
            >
              <span>{personName(person)}</span>
              <button
                type="button"
                aria-label={t.removePerson(personName(person))}
                className="inline-flex size-6 items-center justify-center rounded-full outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                onClick={() => remove(person.id)}
              >
                <XIcon aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        ref={inputRef}
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && options[current] ? optionId(options[current]) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t.recipients}
        hidden={!expanded}
        className="grid max-h-40 gap-0.5 overflow-y-auto rounded-md border bg-background p-1 shadow-sm"
      >
        {options.map((person, index) => (
          <li
            key={person.id}
            id={optionId(person)}
            role="option"
            aria-selected={index === current}
            // The input keeps the focus: a click chooses without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(person)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex flex-wrap items-baseline gap-x-3 rounded-md px-2 py-1.5 text-sm',
              index === current && 'bg-accent text-accent-foreground',
            )}
          >
            <span className="font-medium">{personName(person)}</span>
            {person.fullName?.trim() && (
              <>
                {' '}
                <span className="text-xs text-muted-foreground">{person.email}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
