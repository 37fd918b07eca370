import { useState, type ComponentType } from 'react';
import { ensureFeature, type Feature } from '../composition/feature';
import { useContainer } from './container-context';

/**
 * A screen or modal of a feature: its module is imported with the view (so the route's `lazy`
 * brings both in one go), and its bindings are loaded into this render's container (the request's
 * on the server, the tab's in the browser) before the view resolves anything. Idempotent.
 */
export function withFeature<P extends object>(feature: Feature, View: ComponentType<P>): ComponentType<P> {
  function FeatureView(props: P) {
    const container = useContainer();
    // Synchronous, once per mount, and before the view's first render.
    useState(() => ensureFeature(container, feature));
    return <View {...props} />;
  }
  FeatureView.displayName = `${feature.name}(${View.displayName ?? View.name})`;
  return FeatureView;
}
