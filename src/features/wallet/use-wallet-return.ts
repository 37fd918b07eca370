import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RETURN_KEYS } from './wallet-return';

/**
 * Back from 3-D Secure or PayPal with `wallet_return=<marker>`: drops the return markers from
 * the URL and hands over the bank's redirect result, once per return.
 */
export function useWalletReturn(
  accepts: (marker: string) => boolean,
  finish: (redirectResult: string | null) => void,
): void {
  const [params, setParams] = useSearchParams();
  const marker = params.get('wallet_return');
  const returned = marker !== null && accepts(marker);
  // Once per return marker, with the URL and callback of that moment.
  const takeReturn = useEffectEvent(() => {
    const redirectResult = params.get('redirect_result');
    const next = new URLSearchParams(params);
    for (const key of RETURN_KEYS) next.delete(key);
    setParams(next, { replace: true });
    finish(redirectResult);
  });
  useEffect(() => {
    if (returned) takeReturn();
  }, [returned]);
}
