import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

/** Options of the routes that sign a user in (password sign-in, confirmed registration). */
export interface SignInRoutesOptions {
  config: AppConfig;
  /**
   * Runs after the session starts, e.g. the guest cart merging into the account's (the app passes
   * server/modules/cart's mergeGuestCartAfterSignIn, so accounts does not import the cart, which
   * builds on accounts). It must not fail the sign-in.
   */
  afterSignIn(request: FastifyRequest, userId: number): Promise<void>;
}
