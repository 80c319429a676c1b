import { describe, expect, it } from 'vitest';
import { modules } from './lib/modules';
import { modulesByPath } from './routes';

describe('the route table', () => {
  const byPath = modulesByPath();

  it('names each page of SPEC.md section 2 with the modules that render it, outermost first', () => {
    expect(byPath.get('/')).toEqual(['pages/landing']);
    expect(byPath.get('/auth')).toEqual(['pages/auth']);
    expect(byPath.get('/company-setup')).toEqual(['pages/company-setup']);
    expect(byPath.get('/dashboard')).toEqual([
      'components/protected-route',
      'components/app-layout',
      'pages/dashboard',
    ]);
  });

  it('puts every module of the sidebar behind the guard and the layout, on its Coming Soon page', () => {
    for (const module of modules) {
      expect(byPath.get(module.path)).toEqual([
        'components/protected-route',
        'components/app-layout',
        'pages/coming-soon',
      ]);
    }
    expect(byPath.size).toBe(4 + modules.length);
  });

  it('leaves the catch-all out: an unknown path has nothing to preload', () => {
    expect(byPath.has('*')).toBe(false);
  });
});
