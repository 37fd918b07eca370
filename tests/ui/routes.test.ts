import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeOf } from './support/route-loader';
import { APP_DIRECTORY, pageRoutes, routeTable } from './support/route-table';

/** A path of the route table with sample values for its params, as a visitor would type it. */
const samplePath = (path: string): string =>
  path
    .replace(/\/:[^/]+\?/g, '')
    .replace(/:(\w+)/g, 'beispiel-$1')
    .replace(/\*$/, 'ratgeber/beispiel');

describe('route config (src/app/routes.ts)', () => {
  it('gives every route a unique id (its spec route name)', () => {
    const ids = routeTable.map((r) => r.id);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size, 'route names are unique').toBe(ids.length);
  });

  it('points every route at a route module on disk: src/app or a feature folder, named *.route.ts(x)', () => {
    expect(routeTable.length).toBeGreaterThan(40);
    for (const route of routeTable) {
      expect(existsSync(route.absoluteFile), route.file).toBe(true);
      expect(route.file, route.id).toMatch(/\.route\.tsx?$/);
      const where = relative(APP_DIRECTORY, route.absoluteFile).split(sep);
      const inApp = where.length === 1;
      const inFeature = where.length === 4 && where[0] === '..' && where[1] === 'features';
      expect(inApp || inFeature, `${route.id}: ${route.file}`).toBe(true);
    }
  });

  it('matches every page’s own path to that page, the way the server finds the route name', () => {
    for (const page of pageRoutes) {
      const path = samplePath(page.path);
      expect(routeOf(path).routeName, `${page.id}: ${path}`).toBe(page.id);
    }
    expect(routeOf('/').routeName).toBe('index');
    expect(routeOf('/registrierung').routeName).toBe('registration');
    expect(routeOf('/registrierung/adresse')).toEqual({
      routeName: 'registration-step',
      params: { stepName: 'adresse' },
    });
    expect(routeOf('/kundenkonto').routeName).toBe('account');
    expect(routeOf('/games/goldene-sieben')).toEqual({ routeName: 'games-game', params: { slug: 'goldene-sieben' } });
    expect(routeOf('/ratgeber/systemschein')).toEqual({
      routeName: 'cmsSlug',
      params: { '*': 'ratgeber/systemschein' },
    });
  });
});
