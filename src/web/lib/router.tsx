import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

export { matchPath } from '@shared/route-path';

/**
 * The app's router (decision 049): where the browser is, links and navigation, a page's parameters
 * and the layouts' outlet. The pages and their matching are app-pages.ts's and router.tsx's; this
 * holds only the address. A navigation renders in a transition, so the page on screen stays until
 * the next one is ready.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}
/** An address, absolute or relative to the current one (`?tab=ideas` keeps the path). */
export type To = string | Partial<Location>;
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type Navigate = (to: To, options?: NavigateOptions) => void;

export interface Navigation {
  location: Location;
  type: NavigationType;
  navigate: Navigate;
}

const NavigationContext = createContext<Navigation | null>(null);
const ParamsContext = createContext<Record<string, string>>({});
const OutletContext = createContext<ReactNode>(null);

/** `to` read against `from`, as the browser reads a link's href. */
export function resolve(to: To, from: Location): Location {
  const href =
    typeof to === 'string' ? to : `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(href, `http://app.invalid${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const hrefOf = ({ pathname, search, hash }: Location) => `${pathname}${search}${hash}`;

/** Gives its children a location and a way to move: the browser's, a fixed one, or a test's. */
export function Router({ children, ...navigation }: Navigation & { children: ReactNode }) {
  const { location, type, navigate } = navigation;
  const value = useMemo(() => ({ location, type, navigate }), [location, type, navigate]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('a link or a page is rendered outside the router');
  return navigation;
}

const windowLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/** The browser's address bar and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({ location: windowLocation(), type: 'POP' as NavigationType }));
  useEffect(() => {
    const back = () => startTransition(() => setState({ location: windowLocation(), type: 'POP' }));
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  const navigate = useCallback<Navigate>((to, { replace = false } = {}) => {
    const location = resolve(to, windowLocation());
    window.history[replace ? 'replaceState' : 'pushState'](null, '', hrefOf(location));
    startTransition(() => setState({ location, type: replace ? 'REPLACE' : 'PUSH' }));
  }, []);
  return (
    <Router location={state.location} type={state.type} navigate={navigate}>
      {children}
    </Router>
  );
}

const stayPut: Navigate = () => {};

/** One address that never changes: a page rendered at build time. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const at = useMemo(() => resolve(location, { pathname: '/', search: '', hash: '' }), [location]);
  return (
    <Router location={at} type="POP" navigate={stayPut}>
      {children}
    </Router>
  );
}

export const useLocation = () => useNavigation().location;
export const useNavigationType = () => useNavigation().type;
export const useNavigate = () => useNavigation().navigate;
export const useParams = <T extends Record<string, string> = Record<string, string>>() =>
  useContext(ParamsContext) as Partial<T>;

/** Gives a page the parameters its path matched. */
export function ParamsProvider({
  params,
  children,
}: {
  params: Record<string, string>;
  children: ReactNode;
}) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

/** A layout's place for the page inside it. */
export const Outlet = () => useContext(OutletContext);
export function OutletProvider({ page, children }: { page: ReactNode; children: ReactNode }) {
  return <OutletContext value={page}>{children}</OutletContext>;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The address's search params, and a setter that keeps the path (`replace` to change it in place). */
export function useSearchParams() {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = new URLSearchParams(init).toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams] as const;
}

/** Moves to `to` as it renders: a page that belongs elsewhere. */
export function Navigate({ to, replace }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigate(to, { replace });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** An <a> whose plain click navigates in the app; the browser keeps its own for every other click. */
export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const { location, navigate } = useNavigation();
  const href = hrefOf(resolve(to, location));
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || browserHandles(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

/** A link that says when it leads to the page on screen, or (without `end`) to one below it. */
export function NavLink({ end = true, ...props }: LinkProps & { end?: boolean }) {
  const { location } = useNavigation();
  const { pathname } = resolve(props.to, location);
  const here = location.pathname === pathname || (!end && location.pathname.startsWith(`${pathname}/`));
  return <Link aria-current={here ? 'page' : undefined} {...props} />;
}
