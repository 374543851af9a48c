/**
 * Saved games: `save()` / `load(data)` round trips with the undo history, `persist` saving after
 * every action and restoring on the next load, and every way a save or the storage can fail:
 * each gives an `agnes-error` and a playable board, never an exception.
 */
import { expect } from '@open-wc/testing';
import { collect, makeGame, mountListened as mount, root } from './helpers.js';
import type { AgnesSolitaire } from './helpers.js';
import type { SavedGame } from '../../src/element/saved-game.js';
import '../../src/element/index.js';

const KEY = 'agnes-test-save';

/** An element that is not on the page yet, so that its first deal can be listened to. */

/** A few moves into bernauer seed 1, one of them undone (so the save has a redo list). */
async function playedGame(attributes: Record<string, string> = {}): Promise<AgnesSolitaire> {
  const el = await makeGame({ variant: 'bernauer', seed: '1', ...attributes });
  expect(el.play('t1-t6')).to.equal(true);
  expect(el.play('r3-fd')).to.equal(true);
  expect(el.play('deal')).to.equal(true);
  expect(el.undo()).to.equal(true);
  return el;
}

describe('<agnes-solitaire> saved games', () => {
  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => localStorage.removeItem(KEY));

  it('save() is versioned plain JSON with the snapshot and the whole history', async () => {
    const el = await playedGame();
    const data = el.save();
    expect(data).to.include({ format: 1, kind: 'agnes-solitaire-save', position: 2, proven: false });
    expect(data.history).to.deep.equal(['t1-t6', 'r3-fd', 'deal']);
    expect(data.auto).to.deep.equal([false, false, false]);
    expect(data.snapshot).to.deep.equal(el.state);
    expect(data.initial.moveCount).to.equal(0);
    expect(JSON.parse(JSON.stringify(data))).to.deep.equal(data);
  });

  it('load(save()) restores the position, undo and redo in another element', async () => {
    const source = await playedGame();
    const data = JSON.parse(JSON.stringify(source.save())) as SavedGame;
    const el = await makeGame({ variant: 'sorel', seed: '9' });
    const errors = collect(el, 'agnes-error');
    expect(el.load(data)).to.equal(true);
    await el.updateComplete;
    expect(errors).to.deep.equal([]);
    expect(el.state).to.deep.equal(source.state);
    expect(el.moves).to.equal('t1-t6 r3-fd');
    expect(el.redo()).to.equal(true, 'the undone deal can be redone');
    expect(el.state.stock.length).to.equal(9);
    expect(el.undo() && el.undo() && el.undo()).to.equal(true);
    expect(el.state).to.deep.equal(data.initial);
    // The JSON text works too.
    expect(el.load(JSON.stringify(data))).to.equal(true);
    expect(el.state).to.deep.equal(source.state);
  });

  it('load() fires agnes-new-game with the deal it puts on the table; a refused load fires none', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '9' });
    const games = collect(el, 'agnes-new-game');
    expect(el.load('agnes=77,aces,redeals=1 deal')).to.equal(true);
    expect(games.map((g) => [g.seed, g.variant, g.rules.redeals])).to.deep.equal([['77', 'aces', 1]]);
    expect(el.load('agnes=5,klondike')).to.equal(false);
    expect(games).to.have.length(1);
  });

  it('undo after load takes automatic moves back with the move that caused them', async () => {
    const source = await makeGame({ variant: 'bernauer', seed: '1', 'auto-foundation': 'all' });
    expect(source.play('deal')).to.equal(true);
    const data = source.save();
    const autoCount = data.auto.filter(Boolean).length;
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    expect(el.load(data)).to.equal(true);
    expect(el.undo()).to.equal(true);
    expect(el.state.moveCount).to.equal(0, `one undo takes back the deal and its ${autoCount} automatic moves`);
  });

  it('a bad load(data) fires agnes-error (source load) and keeps the game on the table', async () => {
    const el = await playedGame();
    const before = el.state;
    const errors = collect(el, 'agnes-error');
    const good = el.save();
    const bad: [unknown, string][] = [
      ['{not json', 'not valid JSON'],
      [42, 'must be an object'],
      [null, 'must be an object'],
      [{ ...good, kind: 'other-game' }, 'not an agnes-solitaire save'],
      [{ ...good, format: 2 }, 'format 2 is not supported (supported: 1)'],
      [{ ...good, history: ['t1-t6', 'zz'] }, 'history: move 2'],
      [{ ...good, history: ['t1-t2', 'r3-fd', 'deal'] }, 'history'],
      [{ ...good, position: 7 }, 'position must be a whole number from 0 to 3'],
      [{ ...good, auto: [true] }, 'auto must be a list of 3'],
      [{ ...good, elapsedMs: -5 }, 'elapsedMs'],
      [{ ...good, snapshot: { ...good.snapshot, score: 40 } }, 'snapshot'],
      [{ ...good, snapshot: { ...good.snapshot, moveCount: 1 } }, 'snapshot'],
      [{ ...good, initial: { ...good.initial, seed: '2' } }, 'initial: it is not the deal of seed "2"'],
    ];
    for (const [data, message] of bad) {
      expect(() => el.load(data as SavedGame)).to.not.throw();
      expect(el.load(data as SavedGame), message).to.equal(false);
      expect(errors.at(-1)!.source).to.equal('load');
      expect(errors.at(-1)!.message, JSON.stringify(data)?.slice(0, 80)).to.contain(message);
      expect(el.state).to.deep.equal(before);
    }
    expect(el.canRedo).to.equal(true, 'the redo list survived every refused load');
    await el.updateComplete;
    expect(root(el).querySelectorAll('[data-card]').length).to.be.greaterThan(30);
  });

  it('persist saves after every action and restores the game, with its history, on the next load', async () => {
    const el = await mount({ variant: 'bernauer', seed: '1', persist: KEY });
    el.play('t1-t6');
    expect(JSON.parse(localStorage.getItem(KEY)!).history).to.deep.equal(['t1-t6']);
    el.play('r3-fd');
    el.undo();
    const saved = JSON.parse(localStorage.getItem(KEY)!) as SavedGame;
    expect(saved.history).to.deep.equal(['t1-t6', 'r3-fd']);
    expect(saved.position).to.equal(1);
    const state = el.state;
    el.remove();

    const errors: string[] = [];
    const games: string[] = [];
    const again = await mount({ variant: 'bernauer', seed: '1', persist: KEY }, (e) => {
      e.addEventListener('agnes-error', (ev) => errors.push(ev.detail.message));
      e.addEventListener('agnes-new-game', (ev) => games.push(ev.detail.seed));
    });
    expect(errors).to.deep.equal([]);
    expect(games).to.deep.equal(['1'], 'the restored game announces its deal, as a first deal does');
    expect(again.state).to.deep.equal(state);
    expect(again.redo()).to.equal(true);
    expect(again.state.foundations.d).to.deep.equal(['Kd']);
    again.newGame('3');
    expect(JSON.parse(localStorage.getItem(KEY)!).initial.seed).to.equal('3', 'a new game replaces the save');
  });

  for (const [name, text, message] of [
    ['corrupt', '{"format":1,"kind":"agnes-sol', 'not valid JSON'],
    ['foreign', JSON.stringify({ format: 1, kind: 'klondike-save', snapshot: {} }), 'not an agnes-solitaire save'],
    ['empty', '""', 'must be an object'],
  ] as const) {
    it(`a ${name} persisted save: agnes-error (source persist) and a fresh game`, async () => {
      localStorage.setItem(KEY, text);
      const errors: { message: string; source: string }[] = [];
      const el = await mount({ variant: 'bernauer', seed: '1', persist: KEY }, (e) => e.addEventListener('agnes-error', (ev) => errors.push(ev.detail)));
      expect(errors).to.have.length(1);
      expect(errors[0]!.source).to.equal('persist');
      expect(errors[0]!.message).to.contain(message).and.contain('dealing a new game');
      expect(el.state.seed).to.equal('1');
      expect(el.state.moveCount).to.equal(0);
      expect(el.play('t1-t6')).to.equal(true);
      expect(JSON.parse(localStorage.getItem(KEY)!).history).to.deep.equal(['t1-t6'], 'the bad save was replaced');
    });
  }

  it('a tampered persisted save (a card moved by hand) is refused', async () => {
    const source = await playedGame();
    const data = source.save();
    const snapshot = data.snapshot;
    // Swap two cards in the snapshot: still 52 cards, but not where the history leads.
    const [a, b] = [snapshot.tableau[0]![0]!, snapshot.tableau[2]![0]!];
    snapshot.tableau[0]![0] = b;
    snapshot.tableau[2]![0] = a;
    localStorage.setItem(KEY, JSON.stringify(data));
    const errors: { message: string; source: string }[] = [];
    const el = await mount({ variant: 'bernauer', seed: '1', persist: KEY }, (e) => e.addEventListener('agnes-error', (ev) => errors.push(ev.detail)));
    expect(errors.map((e) => e.source)).to.deep.equal(['persist']);
    expect(errors[0]!.message).to.contain('snapshot: it is not the position that history leads to');
    expect(el.state.moveCount).to.equal(0);
  });

  it('a persisted save of other rules than the attributes ask for is not restored', async () => {
    const source = await playedGame();
    localStorage.setItem(KEY, JSON.stringify(source.save()));
    const errors: { message: string; source: string }[] = [];
    const el = await mount({ variant: 'sorel', seed: '4', persist: KEY }, (e) => e.addEventListener('agnes-error', (ev) => errors.push(ev.detail)));
    expect(errors.map((e) => e.source)).to.deep.equal(['persist']);
    expect(errors[0]!.message).to.contain('other rules');
    expect(el.state.variant).to.equal('sorel');
    expect(el.state.seed).to.equal('4');
  });

  it('full storage: one agnes-error, and the game goes on', async () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (): void {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const errors: { message: string; source: string }[] = [];
      const el = await mount({ variant: 'bernauer', seed: '1', persist: KEY }, (e) => e.addEventListener('agnes-error', (ev) => errors.push(ev.detail)));
      expect(el.play('t1-t6')).to.equal(true);
      expect(el.play('r3-fd')).to.equal(true);
      // The save and the statistics (stored beside it) each report the full storage once.
      const saves = errors.filter((e) => e.source === 'persist');
      expect(saves).to.have.length(1, 'reported once, not after every move');
      expect(saves[0]!.message).to.contain(`localStorage key "${KEY}"`).and.contain('quota');
      expect(errors.filter((e) => e.source === 'stats')).to.have.length(1);
      expect(errors).to.have.length(2);
      expect(el.state.moveCount).to.equal(2);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });

  it('forbidden storage (localStorage throws): agnes-error and a fresh game that plays', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const errors: { message: string; source: string }[] = [];
      const el = await mount({ variant: 'bernauer', seed: '1', persist: KEY }, (e) => e.addEventListener('agnes-error', (ev) => errors.push(ev.detail)));
      expect(errors.map((e) => e.source)).to.deep.equal(['persist', 'persist'], 'reading, then the first write');
      expect(errors[0]!.message).to.contain('could not be read').and.contain('Access is denied');
      expect(el.state.seed).to.equal('1');
      expect(el.play('t1-t6')).to.equal(true);
      // The statistics (kept beside the save) report reading and their first write, once each.
      expect(errors.map((e) => e.source)).to.deep.equal(['persist', 'persist', 'stats', 'stats']);
      expect(el.play('r3-fd')).to.equal(true);
      expect(errors).to.have.length(4);
      expect(el.stats().played).to.equal(1, 'the statistics are kept in memory when storage is forbidden');
      expect(el.save().history).to.deep.equal(['t1-t6', 'r3-fd'], 'save() still works without storage');
    } finally {
      if (own) Object.defineProperty(window, 'localStorage', own);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
    expect(() => window.localStorage.getItem(KEY)).to.not.throw();
  });
});
