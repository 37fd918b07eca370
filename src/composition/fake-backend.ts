/**
 * `npm run dev` runs the fake backend inside the page (MSW service worker). The import is
 * dynamic and guarded by build-time constants, so other builds drop it entirely.
 */
export async function startFakeBackendIfWanted(): Promise<void> {
  if (__FAKE_BACKEND__ && import.meta.env.VITE_FAKE_MODE === 'msw') {
    const { startFakeBackend } = await import('../../mocks/browser');
    await startFakeBackend();
  }
}
