/**
 * How a page's path in src/web/app-pages.ts matches an address, on the server (which page's chunks a
 * request's HTML names) and in the browser (which page renders): `:name` is one segment that is not
 * empty, `*` matches everything, case is ignored and a trailing slash is allowed.
 */

const patterns = new Map<string, { pattern: RegExp; names: string[] }>();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: string) {
  let compiled = patterns.get(route);
  if (!compiled) {
    const names: string[] = [];
    const source = route
      .split('/')
      .map((segment) => {
        if (segment === '*') return '.*';
        if (segment.startsWith(':')) {
          names.push(segment.slice(1));
          return '([^/]+)';
        }
        return escaped(segment);
      })
      .join('/');
    compiled = { pattern: new RegExp(`^${source}/?$`, 'i'), names };
    patterns.set(route, compiled);
  }
  return compiled;
}

/** The route's parameters in `pathname` (decoded), or null when the route does not match it. */
export function matchPath(route: string, pathname: string): { params: Record<string, string> } | null {
  const { pattern, names } = compile(route);
  const found = pattern.exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = found[index + 1]!;
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  });
  return { params };
}
