import type { ContainerModuleLoadOptions } from 'inversify';
import type { Token } from './token';

type Deps<D extends readonly Token<unknown>[]> = { [I in keyof D]: D[I] extends Token<infer T> ? T : never };

/**
 * Binds a service through a plain factory (`toResolvedValue`): core classes carry no decorators.
 * Dependencies are tokens, so their types reach the factory's parameters and are checked at compile time.
 */
export function provide<T, const D extends readonly Token<unknown>[]>(
  options: Pick<ContainerModuleLoadOptions, 'bind'>,
  name: Token<T>,
  deps: D,
  factory: (...args: Deps<D>) => T,
  scope: 'singleton' | 'transient' = 'singleton',
): void {
  const binding = options
    .bind<T>(name)
    .toResolvedValue(factory as unknown as (...args: unknown[]) => T, deps as unknown as never);
  if (scope === 'singleton') binding.inSingletonScope();
  else binding.inTransientScope();
}
