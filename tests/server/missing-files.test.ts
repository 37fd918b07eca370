import express from 'express';
import { describe, expect, it } from 'vitest';
import { missingFiles } from '../../src/server/missing-files';
import { serve } from './support/listen';

/** The middleware in front of a stand-in for the app, which says that it rendered. */
async function shop(): Promise<string> {
  const app = express();
  app.use(missingFiles);
  app.all('/{*path}', (req, res) => void res.send(`rendered ${req.path}`));
  return serve(app);
}

describe('files the client build lacks', () => {
  it.each(['/logo.png', '/wp-content/x.JPG', '/assets/old-1a2b.js', '/fonts/a.woff2', '/lotto/bild.svg', '/a.css'])(
    'answers %s with the short German 404, without rendering a page',
    async (path) => {
      const response = await fetch(`${await shop()}${path}?v=1`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.text();
      expect(body).toContain('Seite nicht gefunden');
      expect(body).not.toContain('rendered');
    },
  );

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${await shop()}/x.png`, { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it.each([
    '/robots.txt',
    '/sitemap.xml',
    '/lotto',
    '/lotto/normalschein',
    '/png',
    '/seite.png-info',
    '/kundenkonto/daten',
  ])('leaves %s to the app (routes with extensions of their own, pages named like files)', async (path) => {
    const response = await fetch(`${await shop()}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`rendered ${path}`);
  });

  it('leaves other methods to the app (the method guard answers them)', async () => {
    const response = await fetch(`${await shop()}/x.png`, { method: 'POST', body: '{}' });
    expect(await response.text()).toBe('rendered /x.png');
  });
});
