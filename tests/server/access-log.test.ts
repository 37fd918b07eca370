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
