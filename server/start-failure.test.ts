import { describe, expect, test } from 'vitest';
import { StartFailure, startFailureText } from './start-failure.ts';

describe('startFailureText', () => {
  test('a rejection without a reason still says the start failed, never a bare "undefined"', () => {
    expect(startFailureText(undefined)).toBe('Could not start the shop: the start failed without giving a reason');
    expect(startFailureText(null)).toBe('Could not start the shop: the start failed without giving a reason');
    expect(startFailureText('disk full')).toBe('Could not start the shop: disk full');
  });

  test('a StartFailure is its one line, without a stack', () => {
    expect(startFailureText(new StartFailure('the database folder .data/pg is in use'))).toBe('Could not start the shop: the database folder .data/pg is in use');
  });

  test('an unexpected error keeps its stack under the line', () => {
    const error = new TypeError('cannot read x');
    const text = startFailureText(error);
    expect(text.split('\n')[0]).toBe('Could not start the shop: cannot read x');
    expect(text).toContain(error.stack!);
  });

  test('a taken HTTP port names the port and the setting', () => {
    const taken = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:3000'), { code: 'EADDRINUSE', port: 3000 });
    expect(startFailureText(taken)).toBe('Could not start the shop: port 3000 is already in use; stop what listens there or set PORT to another port');
  });
});
