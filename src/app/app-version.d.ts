/** The running build's id, defined by the `tippwerk-app-version` plugin in vite.config.ts; version.json carries the same. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Google Tag Manager container id ('GTM-…'); unset in the default build, which ships no tag manager. */
  readonly VITE_GTM_ID?: string;
}
