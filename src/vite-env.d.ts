/// <reference types="vite/client" />

/** true unless the build targets a real backend (VITE_API_BASE_URL set). */
declare const __FAKE_BACKEND__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /** 'msw': the fake backend runs in the page (npm run dev). */
  readonly VITE_FAKE_MODE?: 'msw' | 'server';
}
