import { describe, expect, it } from 'vitest';
import { accessLogLine } from '../../src/server/access-log';

describe('accessLogLine', () => {
  it('is one JSON line with method, path, status, time and size', () => {
    const line = accessLogLine(
      { method: 'GET', url: '/lotto/normalschein', status: 200, ms: 12.345, bytes: 5120 },
      new Date('2026-11-25T10:00:00Z'),
    );
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-25T10:00:00.000Z',
      method: 'GET',
      path: '/lotto/normalschein',
      status: 200,
      ms: 12.3,
      bytes: 5120,
    });
  });

  it('never logs the query, where one-time tokens travel', () => {
    const line = accessLogLine({
      method: 'GET',
      url: '/passwort-zuruecksetzen?token=secret-reset-token#x',
      status: 200,
      ms: 1,
      bytes: 1,
    });
    expect(line).not.toContain('secret-reset-token');
    expect(JSON.parse(line)).toMatchObject({ path: '/passwort-zuruecksetzen' });
  });
});

describe('the request log', () => {
  it('records the bytes really sent for each request, streamed or whole, and no query', async () => {
    const { default: express } = await import('express');
    const { accessLog } = await import('../../src/server/access-log');
    const { serve } = await import('./support/listen');
    const lines: string[] = [];
    const app = express();
    app.use(accessLog((line) => lines.push(line)));
    app.get('/stream', (_req, res) => {
      res.write('a'.repeat(1000));
      res.end('b'.repeat(1000));
    });
    app.get('/redirect', (_req, res) => void res.redirect(302, '/'));
    const base = await serve(app);
    await (await fetch(`${base}/stream?token=secret`)).text();
    await fetch(`${base}/redirect`, { redirect: 'manual' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [stream, redirect] = lines.map((line) => JSON.parse(line) as { path: string; bytes: number; status: number });
    expect(stream).toMatchObject({ path: '/stream', status: 200 });
    expect(stream!.bytes).toBeGreaterThan(2000);
    expect(redirect).toMatchObject({ path: '/redirect', status: 302 });
    expect(redirect!.bytes).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('secret');
  });
});
