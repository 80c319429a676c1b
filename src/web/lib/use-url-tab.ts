import { useSearchParams } from '@/lib/router';

/** Changes to a page's search params: a value sets one, null removes it; the others stay. */
export type UrlChanges = Record<string, string | null>;

/**
 * The page's search params and `update` to change some of them. The change replaces the current
 * history entry rather than adding one, so Back leaves the page instead of undoing a tab or a filter.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: UrlChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return [params, update] as const;
}

/**
 * The tab the search param `name` names, one of `tabs`; the first when it names none of them. Choosing
 * the first removes the param, so the page's plain address is its first tab.
 */
export function useUrlTab<T extends string>(name: string, tabs: readonly [T, ...T[]]) {
  const [params, update] = useUrlParams();
  const [first] = tabs;
  const tab = tabs.find((option) => option === params.get(name)) ?? first;
  const setTab = (next: string) => update({ [name]: next === first ? null : next });
  return [tab, setTab] as const;
}
