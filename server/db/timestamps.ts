import { p } from '@mikro-orm/core';

/** createdAt/updatedAt columns every table carries (STYLE §6: a shared base for timestamps). */
export function timestamps() {
  return {
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  };
}
