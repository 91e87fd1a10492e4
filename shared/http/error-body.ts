import { Type, type Static } from 'typebox';

/**
 * The one error body every API failure uses: a stable `code` (a spec message key where one
 * exists, e.g. `cart_empty`), a human `message`, and per-field messages for form errors.
 */
export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  },
  { title: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;
