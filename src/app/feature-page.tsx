import { useState, type ComponentType } from 'react';
import { loadFeature } from '../composition/feature';
import { FEATURES, type FeatureName } from '../composition/features';
import { useContainer } from './container-context';

/**
 * A lazily loaded screen or modal together with the features (DI bindings) it needs: both
 * chunks are fetched in parallel, and the features are loaded into the container (once) before
 * the screen resolves its view model. For route `lazy` (through lazyPage) and React.lazy alike.
 */
export function withFeatures<P extends object>(
  names: readonly FeatureName[],
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return async (): Promise<{ default: ComponentType<P> }> => {
    const [features, { default: Screen }] = await Promise.all([
      Promise.all(names.map((name) => FEATURES[name]())),
      load(),
    ]);
    function FeatureScreen(props: P) {
      const container = useContainer();
      // Synchronous and idempotent, so it runs before the screen's first render resolves anything.
      useState(() => features.forEach((feature) => loadFeature(container, feature)));
      return <Screen {...props} />;
    }
    FeatureScreen.displayName = `WithFeatures(${Screen.displayName ?? Screen.name})`;
    return { default: FeatureScreen };
  };
}
