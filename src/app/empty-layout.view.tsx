import { Outlet } from 'react-router';
import { useEffectService } from './container-context';
import { useLandingCapture } from './use-landing-capture';
import { LAYOUT } from '../features/layout/layout.module';

/**
 * The empty layout (spec/1 §2): just the page, no header, footer, navigation, cookie banner,
 * modals or page-view tracking. For the password reset link's page, opened from a mail with a
 * single-use token in its address: nothing on it leads elsewhere while the token is in the address
 * bar, and no tag manager is loaded that would read the address. The main landmark stays; a skip
 * link would have nothing to skip.
 */
export function EmptyLayout() {
  useLandingCapture(useEffectService(LAYOUT.captureLandingUseCase));
  return (
    <div className="tw-app">
      <main id="main" className="tw-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
