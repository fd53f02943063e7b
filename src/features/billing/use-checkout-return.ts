// Back from the payment provider's page (?setupIntent=<setup intent id>): completes the checkout this
// browser started (checkout.ts) once, then takes the parameter out of the address. The state says
// what the screen shows meanwhile: working, done, or the failure (a declined or failed setup
// answers 409 setup_intent_not_succeeded, shown as its catalogue text).
import { useEffect, useRef, useState } from 'react';
import { CHECKOUT_PARAM, finishCheckout, pendingCheckout } from './checkout';

export type CheckoutReturn =
  | { state: 'none' }
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'unknown' }
  | { state: 'failed'; error: unknown };

export function useCheckoutReturn(onDone: () => Promise<void>): CheckoutReturn {
  const [result, setResult] = useState<CheckoutReturn>({ state: 'none' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const url = new URL(window.location.href);
    const intentId = url.searchParams.get(CHECKOUT_PARAM);
    if (!intentId) return;
    started.current = true;
    url.searchParams.delete(CHECKOUT_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    const pending = pendingCheckout(intentId);
    if (!pending) {
      setResult({ state: 'unknown' });
      return;
    }
    setResult({ state: 'working' });
    finishCheckout(pending)
      .then(onDone)
      .then(
        () => setResult({ state: 'done' }),
        (error: unknown) => setResult({ state: 'failed', error }),
      );
    // Once per arrival: the parameter is gone from the address afterwards.
  }, []);
  return result;
}
