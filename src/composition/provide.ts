import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS, type ServiceName, type Services } from './tokens';

type Deps<D extends readonly ServiceName[]> = { [I in keyof D]: Services[D[I]] };

/**
 * Binds a service through a plain factory (`toResolvedValue`): core classes carry no decorators.
 * Dependencies are named, typed and checked at compile time.
 */
export function provide<K extends ServiceName, const D extends readonly ServiceName[]>(
  options: Pick<ContainerModuleLoadOptions, 'bind'>,
  name: K,
  deps: D,
  factory: (...args: Deps<D>) => Services[K],
  scope: 'singleton' | 'transient' = 'singleton',
): void {
  const binding = options
    .bind<Services[K]>(TOKENS[name])
    .toResolvedValue(factory as unknown as (...args: unknown[]) => Services[K], deps.map((d) => TOKENS[d]) as never);
  if (scope === 'singleton') binding.inSingletonScope();
  else binding.inTransientScope();
}
