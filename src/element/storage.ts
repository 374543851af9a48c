/**
 * What the element keeps in localStorage: the game under `persist` (saved after every action,
 * restored at the first deal when its rules are the ones the attributes ask for, and with `daily`
 * when it is of the day's deal) and the statistics under `stats-key` (else `<persist>-stats`, else
 * in memory only), read once per key, the daily records and those by difficulty among them
 * (statistics.ts).
 * statistics.ts holds the record and its rules, saved-game.ts the save's format; this is the glue.
 * Storage that fails never stops play: it fires `agnes-error` (source `persist` or `stats`), once
 * until a write succeeds again.
 */
import { resolveAttributeRules } from './attributes.js';
import type { AttributeProblem } from './attributes.js';
import { ruleSetCode } from './deal-code.js';
import type { GameConfig, GameController } from './game-controller.js';
import { decodeSave } from './saved-game.js';
import type { AgnesEventDetails, AgnesEventName } from './events.js';
import { dateOf } from './daily.js';
import { dayGame } from './game-controller.js';
import { decodeStats, emptyRecord, emptyStore, recordDayFirstMove, recordFirstMove, recordKey, recordWin, statsFigures } from './statistics.js';
import type { AgnesStats, StatsRecord, StatsStore } from './statistics.js';

/** What the storage reads on the element. */
export interface StorageHost {
  readonly persist: string | undefined;
  readonly statsKey: string | undefined;
  readonly game: GameController;
  /** Fires `agnes-error` for each problem (and warns once on the console). */
  report(problems: readonly AttributeProblem[]): void;
}

/** A storage key as an attribute gives it: trimmed text, or null when it is not set or blank. */
const keyOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export class ElementStorage {
  #host: StorageHost;
  /** True after a failed write of the game (reported once until a write succeeds). */
  #persistFailed = false;
  /** The statistics as last read from or written to their key (`key` null: memory only). */
  #statsCache: { key: string | null; store: StatsStore } | null | undefined;
  /** True after a failed statistics write (reported once until a write succeeds). */
  #statsFailed = false;

  constructor(host: StorageHost) {
    this.#host = host;
  }

  /** The localStorage key of `persist`, or null when none is set. */
  persistKey(): string | null {
    return keyOf(this.#host.persist);
  }

  /** After every action: saves the game when `persist` names a key. */
  saveGame(): void {
    const key = this.persistKey();
    if (key === null) return;
    try {
      localStorage.setItem(key, JSON.stringify(this.#host.game.save()));
      this.#persistFailed = false;
    } catch (error) {
      if (this.#persistFailed) return;
      this.#persistFailed = true;
      this.#host.report([{ source: 'persist', message: `the game could not be saved to localStorage key "${key}": ${(error as Error).message}` }]);
    }
  }

  /**
   * At the first deal with `persist`: restores the saved game when there is a sound one with the
   * rules the attributes ask for, and returns true. Anything else (none saved: silently) leaves the
   * dealing to the caller; a bad save or forbidden storage fires `agnes-error` (source `persist`).
   * `fromLink`: the deal comes from a link, which wins over a save of another deal.
   */
  restoreGame(config: GameConfig, fromLink: boolean): boolean {
    const key = this.persistKey();
    if (key === null) return false;
    const h = this.#host;
    let text: string | null;
    try {
      text = localStorage.getItem(key);
    } catch (error) {
      h.report([{ source: 'persist', message: `localStorage could not be read (${(error as Error).message}); dealing a new game` }]);
      return false;
    }
    if (text === null) return false;
    try {
      const restored = decodeSave(text);
      const { variant, rules, seed } = restored.game.state;
      const wanted = resolveAttributeRules(config.variant, config.overrides, []).rules;
      if (variant !== config.variant || JSON.stringify(rules) !== JSON.stringify(wanted)) {
        throw new Error(`it is a ${variant} game with other rules than the element's attributes ask for`);
      }
      // A link to another deal of these rules: the link wins, silently (the save is replaced at the first action).
      if (fromLink && seed !== config.seed) return false;
      // With `daily`, a save of another day's deal (or of another difficulty's) stays behind, silently: the next load brings the new day.
      if (config.daily && !fromLink && !dayGame(restored, config)) return false;
      h.game.restore(restored, config);
      return true;
    } catch (error) {
      h.report([{ source: 'persist', message: `the saved game in localStorage key "${key}" was not restored: ${(error as Error).message}; dealing a new game` }]);
      return false;
    }
  }

  /** The statistics of the rule set being played, with its daily record (its streak as of the reader's date) and its records by difficulty. */
  stats(): AgnesStats {
    const { variant, rules } = this.#host.game.state;
    return statsFigures(ruleSetCode(variant, rules), variant, rules, this.#statsStore().records, this.#today());
  }

  /** Clears the statistics of the rule set being played, its daily record and its records by difficulty too. */
  resetStats(): void {
    const { variant, rules } = this.#host.game.state;
    const store = this.#statsStore();
    const records = { ...store.records };
    const ruleSet = ruleSetCode(variant, rules);
    // Its own record, and those of `<kind>:<rule set>` (daily, by difficulty): rule sets hold no colon.
    delete records[ruleSet];
    for (const key in records) if (key.endsWith(`:${ruleSet}`)) delete records[key];
    this.#writeStats({ ...store, records });
  }

  /** The reader's current date for the element's `daily` setting (UTC's for `utc`, else the local one). */
  #today(): string {
    return dateOf(new Date(), this.#host.game.dailySetting === 'utc');
  }

  /**
   * Applies `change` to the record of the rule set being played (`kind`: to its daily record,
   * `daily`, or a difficulty's, `hard`), and stores it when it changed.
   */
  updateStats(change: (record: StatsRecord, gameId: string) => StatsRecord, kind?: string): void {
    const { variant, rules } = this.#host.game.state;
    const ruleSet = recordKey(ruleSetCode(variant, rules), kind);
    const store = this.#statsStore();
    const record = store.records[ruleSet] ?? emptyRecord();
    const next = change(record, this.#host.game.gameId);
    if (next === record) return;
    this.#writeStats({ ...store, records: { ...store.records, [ruleSet]: next } });
  }

  /**
   * What an event of the element means to the statistics: a first move makes the game count, a win
   * wins it, in the ordinary record and, for a deal of a difficulty, in that difficulty's. A game of
   * the day's deal counts for its day too: from its first move on that very day.
   */
  countEvent<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): void {
    const { daily: deal, difficulty } = this.#host.game;
    if (name === 'agnes-move') {
      this.updateStats(recordFirstMove);
      if (difficulty) this.updateStats(recordFirstMove, difficulty);
      if (deal?.date === this.#today()) this.updateStats((record) => recordDayFirstMove(record, deal.date), 'daily');
    }
    if (name === 'agnes-win') {
      const win = detail as AgnesEventDetails['agnes-win'];
      // Only a game whose moves were counted here: a won game loaded as a save or a text is not a win of this player.
      const won = (record: StatsRecord, id: string) => (record.last?.game === id ? recordWin(record, id, win.ms, win.moveCount) : record);
      this.updateStats(won);
      if (difficulty) this.updateStats(won, difficulty);
      // The day's: when the day counted as played (last.game is its date) and is not won yet.
      if (deal) this.updateStats((record) => won(record, deal.date), 'daily');
    }
  }

  /** The statistics key: `stats-key`, else `<persist>-stats`, else null (memory only). */
  #statsKey(): string | null {
    const persist = this.persistKey();
    return keyOf(this.#host.statsKey) ?? (persist === null ? null : `${persist}-stats`);
  }

  /** The statistics, read once per key; a bad record or unreadable storage: `agnes-error` (source `stats`) and a new record. */
  #statsStore(): StatsStore {
    const key = this.#statsKey();
    if (this.#statsCache?.key === key) return this.#statsCache.store;
    let store = this.#statsCache && key === null ? this.#statsCache.store : emptyStore();
    if (key !== null) {
      try {
        const text = localStorage.getItem(key);
        if (text !== null) store = decodeStats(text);
      } catch (error) {
        this.#host.report([{ source: 'stats', message: `the statistics in localStorage key "${key}" were not read: ${(error as Error).message}; starting a new record (it replaces the old one at the next game)` }]);
      }
    }
    this.#statsCache = { key, store };
    return store;
  }

  #writeStats(store: StatsStore): void {
    const key = this.#statsKey();
    this.#statsCache = { key, store };
    if (key === null) return;
    try {
      localStorage.setItem(key, JSON.stringify(store));
      this.#statsFailed = false;
    } catch (error) {
      if (this.#statsFailed) return;
      this.#statsFailed = true;
      this.#host.report([{ source: 'stats', message: `the statistics could not be saved to localStorage key "${key}": ${(error as Error).message}; play goes on` }]);
    }
  }
}
