import { describe, expect, test } from 'vitest';
import { createMutationRegistry, defineMutation } from './mutation-registry.ts';

const toRequest = () => ({ method: 'POST' as const, url: '/x' });

describe('mutation registry', () => {
  test('finds mutations by name', () => {
    const add = defineMutation<{ id: number }>('cart.add', { toRequest });
    const registry = createMutationRegistry([add]);
    expect(registry.get('cart.add')).toBe(add);
    expect(registry.get('cart.remove')).toBeUndefined();
  });

  test('refuses a second definition under a taken name, accepts the same one again', () => {
    const add = defineMutation('cart.add', { toRequest });
    const registry = createMutationRegistry([add]);
    registry.register(add);
    expect(() => registry.register(defineMutation('cart.add', { toRequest }))).toThrow(
      /already registered/,
    );
  });
});
