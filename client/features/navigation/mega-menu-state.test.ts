import { describe, expect, it } from 'vitest';
import {
  flyoutItemCount,
  initialMegaMenuState,
  reduceMegaMenu,
  type MegaMenuAction,
  type MegaMenuState,
  type MenuShape,
} from './mega-menu-state.ts';

// Three level-1 entries: the first has two level-2 entries (the second with 3 level-3 entries),
// the second has none, the third has one level-2 entry without children.
const shape: MenuShape = { level2Counts: [2, 0, 1], level3Counts: [[0, 3], [], [0]] };

function run(...actions: MegaMenuAction[]): MegaMenuState {
  return actions.reduce((state, action) => reduceMegaMenu(state, action, shape), initialMegaMenuState);
}

const key = (k: MegaMenuAction & { type: 'key' }) => k;

describe('mega-menu state', () => {
  it('toggles open and closed without moving focus (pointer use)', () => {
    const opened = run({ type: 'toggle' });
    expect(opened).toMatchObject({ open: true, active: null, focus: null });
    expect(run({ type: 'toggle' }, { type: 'toggle' })).toMatchObject({ open: false, focus: null });
  });

  it('opens from the keyboard onto the first or last level-1 entry', () => {
    expect(run({ type: 'openWithKeyboard' })).toMatchObject({ open: true, active: 0, focus: { area: 'level1', index: 0 } });
    expect(run({ type: 'openWithKeyboard', last: true })).toMatchObject({ active: 2, focus: { area: 'level1', index: 2 } });
  });

  it('shows level 2 of the hovered or focused level-1 entry', () => {
    const state = run({ type: 'toggle' }, { type: 'activate', index: 2 });
    expect(state.active).toBe(2);
    expect(flyoutItemCount(state, shape)).toBe(2);
  });

  it('moves through level 1 with arrows, wrapping, and Home/End', () => {
    const open = run({ type: 'openWithKeyboard' });
    const up = reduceMegaMenu(open, key({ type: 'key', key: 'ArrowUp', from: { area: 'level1', index: 0 } }), shape);
    expect(up).toMatchObject({ active: 2, focus: { area: 'level1', index: 2 } });
    const down = reduceMegaMenu(up, key({ type: 'key', key: 'ArrowDown', from: { area: 'level1', index: 2 } }), shape);
    expect(down).toMatchObject({ active: 0, focus: { area: 'level1', index: 0 } });
    const end = reduceMegaMenu(down, key({ type: 'key', key: 'End', from: { area: 'level1', index: 0 } }), shape);
    expect(end.focus).toEqual({ area: 'level1', index: 2 });
  });

  it('enters the flyout with ArrowRight and returns with ArrowLeft', () => {
    const inFlyout = run(
      { type: 'openWithKeyboard' },
      { type: 'key', key: 'ArrowRight', from: { area: 'level1', index: 0 } },
    );
    expect(inFlyout.focus).toEqual({ area: 'flyout', index: 0 });
    const back = reduceMegaMenu(inFlyout, { type: 'key', key: 'ArrowLeft', from: { area: 'flyout', index: 1 } }, shape);
    expect(back.focus).toEqual({ area: 'level1', index: 0 });
  });

  it('cycles within the flyout', () => {
    const state = run({ type: 'openWithKeyboard' });
    const next = reduceMegaMenu(state, { type: 'key', key: 'ArrowDown', from: { area: 'flyout', index: 2 } }, shape);
    expect(next.focus).toEqual({ area: 'flyout', index: 0 });
  });

  it('opens level 3 on a level-2 entry with children, focusing the back control', () => {
    const state = run({ type: 'openWithKeyboard' }, { type: 'showLevel3', index: 1 });
    expect(state.level3Of).toBe(1);
    expect(state.focus).toEqual({ area: 'flyout', index: 0 });
    expect(flyoutItemCount(state, shape)).toBe(5);
  });

  it('opens level 3 with ArrowRight on a level-2 entry, and ignores entries without children', () => {
    const open = run({ type: 'openWithKeyboard' });
    const viaArrow = reduceMegaMenu(open, { type: 'key', key: 'ArrowRight', from: { area: 'flyout', index: 2 } }, shape);
    expect(viaArrow.level3Of).toBe(1);
    const leaf = reduceMegaMenu(open, { type: 'key', key: 'ArrowRight', from: { area: 'flyout', index: 1 } }, shape);
    expect(leaf.level3Of).toBeNull();
    expect(reduceMegaMenu(open, { type: 'showLevel3', index: 0 }, shape).level3Of).toBeNull();
  });

  it('goes back from level 3 to the level-2 entry it came from (back control or ArrowLeft)', () => {
    const level3 = run({ type: 'openWithKeyboard' }, { type: 'showLevel3', index: 1 });
    const back = reduceMegaMenu(level3, { type: 'back' }, shape);
    expect(back).toMatchObject({ level3Of: null, focus: { area: 'flyout', index: 2 } });
    const arrow = reduceMegaMenu(level3, { type: 'key', key: 'ArrowLeft', from: { area: 'flyout', index: 3 } }, shape);
    expect(arrow).toMatchObject({ level3Of: null, focus: { area: 'flyout', index: 2 } });
  });

  it('closes on Escape from anywhere and returns focus to the toggle', () => {
    const level3 = run({ type: 'openWithKeyboard' }, { type: 'showLevel3', index: 1 });
    const closed = reduceMegaMenu(level3, { type: 'key', key: 'Escape', from: { area: 'flyout', index: 0 } }, shape);
    expect(closed).toMatchObject({ open: false, active: null, level3Of: null, focus: { area: 'toggle' } });
    const fromLevel1 = reduceMegaMenu(run({ type: 'openWithKeyboard' }), { type: 'key', key: 'Escape', from: { area: 'level1', index: 0 } }, shape);
    expect(fromLevel1.focus).toEqual({ area: 'toggle' });
  });

  it('resets level 3 when another level-1 entry becomes active', () => {
    const level3 = run({ type: 'openWithKeyboard' }, { type: 'showLevel3', index: 1 });
    expect(reduceMegaMenu(level3, { type: 'activate', index: 2 }, shape).level3Of).toBeNull();
    expect(reduceMegaMenu(level3, { type: 'activate', index: 0 }, shape)).toBe(level3);
  });

  it('bumps focusSeq on every focus request so repeated targets re-apply', () => {
    const a = run({ type: 'openWithKeyboard' });
    const b = reduceMegaMenu(a, { type: 'key', key: 'Home', from: { area: 'level1', index: 0 } }, shape);
    expect(b.focus).toEqual(a.focus);
    expect(b.focusSeq).toBeGreaterThan(a.focusSeq);
  });

  it('ignores keys while closed and close when already closed', () => {
    const state = run({ type: 'key', key: 'ArrowDown', from: { area: 'level1', index: 0 } });
    expect(state).toBe(initialMegaMenuState);
    expect(reduceMegaMenu(initialMegaMenuState, { type: 'close', restoreFocus: true }, shape)).toBe(initialMegaMenuState);
  });
});

describe('mega-menu Tab order (flyout read right after its level-1 entry)', () => {
  const open = () => run({ type: 'openWithKeyboard' });

  it('Tab on a level-1 entry with children enters its flyout', () => {
    const next = reduceMegaMenu(open(), { type: 'key', key: 'Tab', from: { area: 'level1', index: 0 } }, shape);
    expect(next.focus).toEqual({ area: 'flyout', index: 0 });
  });

  it('Tab on a level-1 entry without children stays native', () => {
    const state = reduceMegaMenu(open(), { type: 'activate', index: 1 }, shape);
    expect(flyoutItemCount(state, shape)).toBe(0);
    expect(reduceMegaMenu(state, { type: 'key', key: 'Tab', from: { area: 'level1', index: 1 } }, shape)).toBe(state);
    expect(reduceMegaMenu(state, { type: 'key', key: 'ArrowRight', from: { area: 'level1', index: 1 } }, shape)).toBe(state);
  });

  it('Tab inside the flyout is native until the last item, which moves on to the next level-1 entry', () => {
    const state = open();
    expect(reduceMegaMenu(state, { type: 'key', key: 'Tab', from: { area: 'flyout', index: 0 } }, shape)).toBe(state);
    const next = reduceMegaMenu(state, { type: 'key', key: 'Tab', from: { area: 'flyout', index: 2 } }, shape);
    expect(next).toMatchObject({ active: 1, focus: { area: 'level1', index: 1 } });
  });

  it('Tab past the last level-1 flyout leaves the menu natively', () => {
    const state = reduceMegaMenu(open(), { type: 'activate', index: 2 }, shape);
    expect(reduceMegaMenu(state, { type: 'key', key: 'Tab', from: { area: 'flyout', index: 1 } }, shape)).toBe(state);
  });

  it('Shift+Tab from the first flyout item returns to its level-1 entry', () => {
    const state = open();
    const back = reduceMegaMenu(state, { type: 'key', key: 'ShiftTab', from: { area: 'flyout', index: 0 } }, shape);
    expect(back.focus).toEqual({ area: 'level1', index: 0 });
    expect(reduceMegaMenu(state, { type: 'key', key: 'ShiftTab', from: { area: 'flyout', index: 1 } }, shape)).toBe(state);
    expect(reduceMegaMenu(state, { type: 'key', key: 'ShiftTab', from: { area: 'level1', index: 0 } }, shape)).toBe(state);
  });
});
