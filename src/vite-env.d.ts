/// <reference types="vite/client" />

/** true unless the build targets a real backend (TIPPWERK_BACKEND=real, vite.config.ts). */
declare const __FAKE_BACKEND__: boolean;

/** The app React Router builds (src/app), imported by the server bundle's entry (src/server/serve*.ts). */
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  export const entry: ServerBuild['entry'];
  export const routes: ServerBuild['routes'];
  export const assets: ServerBuild['assets'];
  export const basename: ServerBuild['basename'];
  export const publicPath: ServerBuild['publicPath'];
  export const assetsBuildDirectory: ServerBuild['assetsBuildDirectory'];
  export const future: ServerBuild['future'];
  export const ssr: ServerBuild['ssr'];
  export const isSpaMode: ServerBuild['isSpaMode'];
  export const prerender: ServerBuild['prerender'];
  export const routeDiscovery: ServerBuild['routeDiscovery'];
  export const allowedActionOrigins: ServerBuild['allowedActionOrigins'];
}
