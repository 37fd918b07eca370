import { safeRedirectPath } from '../../app/safe-redirect';

/** Query keys a 3-D Secure or PayPal return adds; dropped again once the return is handled. */
export const RETURN_KEYS = ['wallet_return', 'redirect_result', 'transaction_id', 'order_id'] as const;

/**
 * Where 3-D Secure and PayPal bring the player back: the page they were on (same-origin path
 * only), with the modal open again and a return marker (`wallet_return=card|paypal`).
 */
export function walletReturnUrls(currentPath: string, modal: string): { card: string; paypal: string } {
  const [path = '/', query = ''] = safeRedirectPath(currentPath).split('?');
  const params = new URLSearchParams(query);
  for (const key of ['open-modal', ...RETURN_KEYS]) params.delete(key);
  params.set('open-modal', modal);
  const back = (marker: string) => {
    const next = new URLSearchParams(params);
    next.set('wallet_return', marker);
    return `${path}?${next.toString()}`;
  };
  return { card: back('card'), paypal: back('paypal') };
}

/** The current page with a modal opened on top (other query parameters kept). */
export function withModal(pathname: string, search: string, modal: string): string {
  const params = new URLSearchParams(search);
  params.set('open-modal', modal);
  return `${pathname}?${params.toString()}`;
}
