import type { Container } from 'inversify';
import type { LoaderFunctionArgs } from 'react-router';
import { expect } from 'vitest';

/** What a route loader answered, as the router would send it: its status and its data. */
export interface LoaderAnswer<D> {
  readonly status: number;
  readonly data: D;
}

/**
 * Runs a route loader with a request's container (as the server hands it over) and unwraps
 * `data(value, { status })`. The data must survive JSON unchanged: it is what the page carries to
 * the hydrating browser.
 */
export async function runLoader<D>(
  loader: (args: LoaderFunctionArgs) => unknown,
  container: Container,
  params: Record<string, string> = {},
): Promise<LoaderAnswer<D>> {
  const answer: unknown = await loader({
    params,
    request: new Request('http://localhost:4173/'),
    context: { container },
  } as unknown as LoaderFunctionArgs);
  return answerOf<D>(answer);
}

/** A loader's answer unwrapped: `data(value, { status })` or the bare value (200), checked to survive JSON. */
export function answerOf<D>(answer: unknown): LoaderAnswer<D> {
  const wrapped = answer !== null && typeof answer === 'object' && 'init' in answer && 'data' in answer;
  const { data, status } = wrapped
    ? { data: (answer as { data: D }).data, status: (answer as { init: ResponseInit | null }).init?.status ?? 200 }
    : { data: answer as D, status: 200 };
  expect(JSON.parse(JSON.stringify(data)) as unknown).toEqual(data);
  return { status, data };
}
