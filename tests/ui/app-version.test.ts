import { describe, expect, it } from 'vitest';

describe('build id', () => {
  it('is defined for the client by the vite plugin: a UTC timestamp plus a short random part', () => {
    expect(__APP_VERSION__).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{6}$/);
  });
});
