import { createContext } from 'react';

/** VND per USD from the shop settings (footer basics `exchange_rate`), provided by the app shell. */
export const ExchangeRateContext = createContext<number | null>(null);
