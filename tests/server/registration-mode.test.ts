import { EventEmitter } from 'node:events';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestContextFactory } from '../../src/server/request-context';

const build = { routes: { root: { id: 'root', path: '' } } } as unknown as ServerBuild;

/** A response that has ended already (no overdue watch is started for it). */
const ended = () =>
  Object.assign(new EventEmitter(), { locals: { nonce: 'n' }, req: { originalUrl: '/registrierung' }, closed: true });

const contextIn = (registrationMode?: 'steps' | 'single-step') =>
  requestContextFactory({
    apiBaseUrl: () => 'http://backend.invalid',
    runtimeConfig: { apiBaseUrl: '' },
    publicOrigin: 'https://shop.example',
    callTimeoutMs: 1_000,
    requestTimeoutMs: 1_000,
    fetch: () => Promise.reject(new Error('no backend in this test')),
    warn: () => undefined,
    ...(registrationMode ? { registrationMode } : {}),
  })(build, ended() as never);

describe("the registration's mode (REGISTRATION_MODE)", () => {
  it('reaches every request’s load context, where the registration route’s loader reads it; five steps by default', async () => {
    expect((await contextIn('single-step')).registrationMode).toBe('single-step');
    expect((await contextIn('steps')).registrationMode).toBe('steps');
    expect((await contextIn()).registrationMode).toBe('steps');
  });
});
