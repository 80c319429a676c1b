import { type ReactNode, useId, useState } from 'react';
import { Input } from '@/components/ui/input';

export interface ChecklistItem {
  id: string;
  /** What the item is called: shown, and what the search matches. */
  label: string;
  /** Shown after the label, not searched. */
  detail?: ReactNode;
}

/**
 * Several things picked from a list (a team's leads, the goals a goal supports): a search box and a
 * checkbox per item, each with its label, so the keyboard and screen readers need nothing more.
 */
export function ChecklistField({
  legend,
  hint,
  searchLabel,
  empty,
  items,
  chosen,
  onChange,
}: {
  legend: string;
  hint: string;
  searchLabel: string;
  /** Said when no item is left to show. */
  empty: string;
  items: readonly ChecklistItem[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = items.filter((item) => item.label.toLowerCase().includes(wanted));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <Input
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2">
        {shown.length === 0 && <li className="text-sm text-muted-foreground">{empty}</li>}
        {shown.map((item) => (
          <li key={item.id}>
            <label htmlFor={`${id}-${item.id}`} className="flex items-center gap-2 text-sm">
              <input
                id={`${id}-${item.id}`}
                type="checkbox"
                className="size-4"
                checked={chosen.includes(item.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, item.id]
                      : chosen.filter((chosenId) => chosenId !== item.id),
                  )
                }
              />
              {item.label}
              {item.detail}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
