/**
 * Keyboard play: which key means what, and where the arrow keys move the focus. The board is a grid
 * of focus stops (roving tabindex, one Tab stop for the whole board):
 *
 *     row 0   stock  ·  ·  clubs  diamonds  hearts  spades foundations
 *     row 1   reserve piles 1–7            (only when the rules have a reserve)
 *     row 2   tableau columns 1–7, one stop per face-up card (or the empty column)
 *
 * Left and Right move between piles of a row; Up and Down move along a column's face-up cards and
 * then on to the row above or below. Pure functions: the element owns focus and state.
 */
import { FOUNDATION_IDS, RESERVE_IDS, TABLEAU_IDS } from '../engine/index.js';
import type { GameState, PlaceId } from '../engine/index.js';

/** A place the keyboard focus can rest: a pile, or one face-up card of a tableau column. */
export interface Stop {
  /** `stock`, `r3`, `fh`, `t3` (an empty column) or `t3:4` (the card at index 4 of column 4). */
  key: string;
  pile: PlaceId;
  /** Index of the card in its column (tableau cards only); null for the pile as a whole. */
  index: number | null;
}

export const stopKey = (pile: PlaceId, index: number | null = null): string => (index === null ? pile : `${pile}:${index}`);

export function parseStopKey(key: string): Stop {
  const [pile, index] = key.split(':');
  return { key, pile: pile as PlaceId, index: index === undefined ? null : Number(index) };
}

/** The grid of stops: rows of seven cells; each cell is the stops of one pile (deepest first), or null. */
export type StopGrid = (Stop[] | null)[][];

export function stopGrid(state: GameState): StopGrid {
  const pileStop = (pile: PlaceId): Stop[] => [{ key: pile, pile, index: null }];
  const top: (Stop[] | null)[] = [pileStop('stock'), null, null, ...FOUNDATION_IDS.map(pileStop)];
  const rows: StopGrid = [top];
  if (state.reserve.length > 0) rows.push(RESERVE_IDS.map(pileStop));
  rows.push(
    TABLEAU_IDS.map((pile, c) => {
      const column = state.tableau[c]!;
      const stops: Stop[] = [];
      column.forEach((slot, index) => {
        if (!slot.startsWith('-')) stops.push({ key: stopKey(pile, index), pile, index });
      });
      return stops.length > 0 ? stops : pileStop(pile);
    }),
  );
  return rows;
}

/** Where the stop `key` is in the grid, or null when it no longer exists. */
function locate(grid: StopGrid, key: string): { row: number; col: number; pos: number } | null {
  for (let row = 0; row < grid.length; row++) {
    for (let col = 0; col < 7; col++) {
      const pos = grid[row]![col]?.findIndex((s) => s.key === key) ?? -1;
      if (pos >= 0) return { row, col, pos };
    }
  }
  return null;
}

/** The top stop of the cell nearest to `col` in `row` (ties go left). */
function nearestInRow(grid: StopGrid, row: number, col: number): Stop | null {
  for (let d = 0; d < 7; d++) {
    for (const c of [col - d, col + d]) {
      const cell = grid[row]?.[c];
      if (cell) return cell[cell.length - 1]!;
    }
  }
  return null;
}

export type Direction = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

/**
 * The stop the focus moves to from `key` in `direction`; the same key when there is nowhere to go.
 * A key that no longer exists (its card moved) is first repaired with {@link repairStop}.
 */
export function navigate(grid: StopGrid, key: string, direction: Direction): string {
  const at = locate(grid, key) ?? locate(grid, repairStop(grid, key));
  if (!at) return grid[0]![0]![0]!.key;
  const cell = grid[at.row]![at.col]!;
  switch (direction) {
    case 'left':
    case 'right': {
      const step = direction === 'left' ? -1 : 1;
      for (let c = at.col + step; c >= 0 && c < 7; c += step) {
        const next = grid[at.row]![c];
        if (next) return next[next.length - 1]!.key;
      }
      return cell[at.pos]!.key;
    }
    case 'home':
    case 'end': {
      const cols = direction === 'home' ? [0, 1, 2, 3, 4, 5, 6] : [6, 5, 4, 3, 2, 1, 0];
      for (const c of cols) {
        const next = grid[at.row]![c];
        if (next) return next[next.length - 1]!.key;
      }
      return cell[at.pos]!.key;
    }
    case 'up':
      if (at.pos > 0) return cell[at.pos - 1]!.key;
      return at.row > 0 ? nearestInRow(grid, at.row - 1, at.col)!.key : cell[at.pos]!.key;
    case 'down':
      if (at.pos < cell.length - 1) return cell[at.pos + 1]!.key;
      return at.row < grid.length - 1 ? nearestInRow(grid, at.row + 1, at.col)!.key : cell[at.pos]!.key;
  }
}

/** A stop that exists: `key` itself, else the top stop of the same pile, else the stock. */
export function repairStop(grid: StopGrid, key: string): string {
  if (locate(grid, key)) return key;
  const pile = parseStopKey(key).pile;
  for (const row of grid) {
    for (const cell of row) {
      if (cell && cell[0]!.pile === pile) return cell[cell.length - 1]!.key;
    }
  }
  return grid[0]![0]![0]!.key;
}

/** What a key press asks for. */
export type KeyCommand =
  | { type: 'focus'; direction: Direction }
  | { type: 'activate' }
  | { type: 'cancel' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'hint' }
  | { type: 'deal' }
  | { type: 'new-game' }
  | { type: 'to-foundation' };

/** The letter shortcuts, by lower-case key (no prototype: no key name reads an Object method). */
const LETTERS: Record<string, 'undo' | 'redo' | 'hint' | 'deal' | 'new-game' | 'to-foundation' | undefined> = {
  __proto__: null,
  u: 'undo',
  r: 'redo',
  h: 'hint',
  d: 'deal',
  n: 'new-game',
  f: 'to-foundation',
} as never;

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

/** The command of a key press, or null for keys the game leaves alone (Tab, Ctrl+R, …). */
export function keyCommand(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): KeyCommand | null {
  const { key, ctrlKey, metaKey, altKey, shiftKey } = event;
  const command = ctrlKey || metaKey;
  if (command && !altKey) {
    const k = key.toLowerCase();
    if (k === 'z') return { type: shiftKey ? 'redo' : 'undo' };
    if (k === 'y' && !shiftKey) return { type: 'redo' };
    return null;
  }
  if (altKey) return null;
  if (key in ARROWS && !shiftKey) return { type: 'focus', direction: ARROWS[key]! };
  if (key === 'Enter' || key === ' ') return { type: 'activate' };
  if (key === 'Escape') return { type: 'cancel' };
  const letter = LETTERS[key.toLowerCase()];
  return letter ? { type: letter } : null;
}
