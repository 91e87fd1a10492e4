/**
 * The desktop mega-menu as a pure state machine (spec §2: level-1 list, level 2 on hover,
 * level 3 on click of a level-2 entry with a back control), so keyboard behaviour is testable.
 *
 * Flyout items are addressed by index. Level-2 view: 0 = "all of {level 1}", 1..n = level-2
 * entries. Level-3 view: 0 = back, 1 = "all of {level 2}", 2..m+1 = level-3 entries.
 */

/** How many children each entry has: level2Counts[i] for level-1 i, level3Counts[i][j] for its level-2 j. */
export interface MenuShape {
  level2Counts: readonly number[];
  level3Counts: readonly (readonly number[])[];
}

export type FocusTarget =
  | { area: 'toggle' }
  | { area: 'level1'; index: number }
  | { area: 'flyout'; index: number };

export interface MegaMenuState {
  open: boolean;
  /** The level-1 entry whose flyout shows. */
  active: number | null;
  /** The level-2 entry (of `active`) whose level-3 list shows instead of the level-2 list. */
  level3Of: number | null;
  /** Where keyboard focus should move; `focusSeq` changes on every request so repeats re-apply. */
  focus: FocusTarget | null;
  focusSeq: number;
}

/** Keys the menu handles; 'ShiftTab' is Tab with Shift. */
export type MenuKey = 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'Escape' | 'Tab' | 'ShiftTab';

/**
 * Transitions. A 'key' action that returns the very same state object was not handled: the
 * component then leaves the browser's default (e.g. native Tab order) alone.
 */
export type MegaMenuAction =
  | { type: 'toggle' }
  | { type: 'openWithKeyboard'; last?: boolean }
  | { type: 'close'; restoreFocus: boolean }
  | { type: 'activate'; index: number }
  | { type: 'showLevel3'; index: number }
  | { type: 'back' }
  | { type: 'key'; key: MenuKey; from: Exclude<FocusTarget, { area: 'toggle' }> };

export const initialMegaMenuState: MegaMenuState = {
  open: false,
  active: null,
  level3Of: null,
  focus: null,
  focusSeq: 0,
};

/** The menu key for a keyboard event, or null for keys that keep their native behaviour (Enter, typing). */
export function menuKeyOf(key: string, shiftKey: boolean): MenuKey | null {
  if (key === 'Tab') return shiftKey ? 'ShiftTab' : 'Tab';
  return ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape'].includes(key) ? (key as MenuKey) : null;
}

/** Index of the flyout item that is the level-2 entry `level2Index` (level-2 view). */
export function level2ItemIndex(level2Index: number): number {
  return level2Index + 1;
}

/** Index of the flyout item that is the level-3 entry `level3Index` (level-3 view). */
export function level3ItemIndex(level3Index: number): number {
  return level3Index + 2;
}

/** How many focusable items the current flyout holds. */
export function flyoutItemCount(state: MegaMenuState, shape: MenuShape): number {
  if (state.active === null) return 0;
  if (state.level3Of !== null) return 2 + (shape.level3Counts[state.active]?.[state.level3Of] ?? 0);
  // A level-1 entry without children has no flyout: its own link is the whole story.
  const level2Count = shape.level2Counts[state.active] ?? 0;
  return level2Count === 0 ? 0 : 1 + level2Count;
}

function withFocus(state: MegaMenuState, focus: FocusTarget | null): MegaMenuState {
  return { ...state, focus, focusSeq: state.focusSeq + 1 };
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

function moveIndex(key: MenuKey, index: number, count: number): number {
  switch (key) {
    case 'ArrowDown':
      return wrap(index + 1, count);
    case 'ArrowUp':
      return wrap(index - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return index;
  }
}

function hasLevel3(shape: MenuShape, level1: number, level2: number): boolean {
  return (shape.level3Counts[level1]?.[level2] ?? 0) > 0;
}

function closed(state: MegaMenuState, restoreFocus: boolean): MegaMenuState {
  const next = { ...state, open: false, active: null, level3Of: null };
  return restoreFocus ? withFocus(next, { area: 'toggle' }) : { ...next, focus: null };
}

function onLevel1Key(state: MegaMenuState, shape: MenuShape, key: MenuKey, index: number): MegaMenuState {
  const count = shape.level2Counts.length;
  if (key === 'Escape') return closed(state, true);
  if (key === 'ArrowRight') {
    if ((shape.level2Counts[index] ?? 0) === 0) return state;
    const active = { ...state, active: index, level3Of: null };
    return withFocus(active, { area: 'flyout', index: 0 });
  }
  if (key === 'ArrowLeft' || key === 'ShiftTab') return state;
  if (key === 'Tab') {
    // The flyout follows its level-1 entry in reading order, though it sits after the list in the DOM.
    if ((shape.level2Counts[index] ?? 0) === 0) return state;
    return withFocus({ ...state, active: index }, { area: 'flyout', index: 0 });
  }
  const next = moveIndex(key, index, count);
  return withFocus({ ...state, active: next, level3Of: null }, { area: 'level1', index: next });
}

function onFlyoutKey(state: MegaMenuState, shape: MenuShape, key: MenuKey, index: number): MegaMenuState {
  if (state.active === null) return state;
  if (key === 'Escape') return closed(state, true);
  if (key === 'ArrowLeft') {
    if (state.level3Of !== null) return reduceMegaMenu(state, { type: 'back' }, shape);
    return withFocus(state, { area: 'level1', index: state.active });
  }
  if (key === 'ShiftTab') {
    return index === 0 ? withFocus(state, { area: 'level1', index: state.active }) : state;
  }
  if (key === 'Tab') {
    if (index < flyoutItemCount(state, shape) - 1) return state;
    const nextLevel1 = state.active + 1;
    // Past the last entry, Tab leaves the menu natively; losing focus closes it.
    if (nextLevel1 >= shape.level2Counts.length) return state;
    return withFocus({ ...state, active: nextLevel1, level3Of: null }, { area: 'level1', index: nextLevel1 });
  }
  if (key === 'ArrowRight') {
    const level2 = index - 1;
    if (state.level3Of === null && level2 >= 0 && hasLevel3(shape, state.active, level2)) {
      return reduceMegaMenu(state, { type: 'showLevel3', index: level2 }, shape);
    }
    return state;
  }
  const next = moveIndex(key, index, flyoutItemCount(state, shape));
  return withFocus(state, { area: 'flyout', index: next });
}

/** The mega-menu's transitions; `shape` describes the current category tree. */
export function reduceMegaMenu(state: MegaMenuState, action: MegaMenuAction, shape: MenuShape): MegaMenuState {
  switch (action.type) {
    case 'toggle':
      return state.open ? closed(state, false) : { ...state, open: true, active: null, level3Of: null, focus: null };
    case 'openWithKeyboard': {
      const count = shape.level2Counts.length;
      if (count === 0) return { ...state, open: true };
      const index = action.last ? count - 1 : 0;
      return withFocus({ ...state, open: true, active: index, level3Of: null }, { area: 'level1', index });
    }
    case 'close':
      return state.open ? closed(state, action.restoreFocus) : state;
    case 'activate':
      if (state.active === action.index) return state;
      return { ...state, active: action.index, level3Of: null };
    case 'showLevel3': {
      if (state.active === null || !hasLevel3(shape, state.active, action.index)) return state;
      // The level-2 list is replaced, so focus moves to the back control rather than being lost.
      return withFocus({ ...state, level3Of: action.index }, { area: 'flyout', index: 0 });
    }
    case 'back': {
      if (state.level3Of === null) return state;
      const returnTo = level2ItemIndex(state.level3Of);
      return withFocus({ ...state, level3Of: null }, { area: 'flyout', index: returnTo });
    }
    case 'key':
      if (!state.open) return state;
      if (action.from.area === 'level1') return onLevel1Key(state, shape, action.key, action.from.index);
      return onFlyoutKey(state, shape, action.key, action.from.index);
  }
}
