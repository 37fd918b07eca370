import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

const LoginModal = lazy(() => import('../features/session/login-modal.view'));
const BasketErrorModal = lazy(() => import('../features/basket/basket-error-modal.view'));

/** Modals open through the query (`open-modal=login`, `open-modal=basket_error&code=…`). */
export function ModalHost() {
  const [params, setParams] = useSearchParams();
  const modal = params.get('open-modal');

  const close = (extraRemovals: string[] = []) => {
    const next = new URLSearchParams(params);
    for (const key of ['open-modal', ...extraRemovals]) next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Suspense fallback={null}>
      {modal === 'login' && <LoginModal redirect={params.get('redirect')} onClose={() => close(['redirect'])} />}
      {modal === 'basket_error' && <BasketErrorModal code={params.get('code')} onClose={() => close(['code'])} />}
    </Suspense>
  );
}
