import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CheckoutPage, parseRedirectReturn } from '../features/checkout';
import { parseCheckoutQuery } from '../../domain/checkout-query';

/**
 * /checkout?poolId=&squares=&amount= (spec section 2): a missing or malformed parameter goes to
 * /dashboard; a different order starts a new checkout.
 */
export default function CheckoutRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseCheckoutQuery(search), [search]);
  const redirect = useMemo(() => parseRedirectReturn(search), [search]);

  useEffect(() => {
    if (!query) navigate('/dashboard', { replace: true });
  }, [query, navigate]);

  if (!query) return null;
  const order = `${query.poolId}|${JSON.stringify(query.squares)}|${query.amount}`;
  return <CheckoutPage key={order} query={query} redirect={redirect} />;
}
