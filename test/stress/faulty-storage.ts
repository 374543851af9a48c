/**
 * Storage that fails (docs/misuse.md, figure 4): replaces `window.localStorage` for a test
 * with one that fails in a chosen way, and puts the real one back. Ready for the element's
 * `persist`: with each fault installed, the game must go on and an `agnes-error` must say
 * what happened.
 */

export type StorageFault =
  /** Every write fails as a full disk does (QuotaExceededError); reads work. */
  | 'quota-exceeded'
  /** Reaching `localStorage` at all throws (SecurityError), as with storage blocked for the site. */
  | 'forbidden'
  /** Writes work; every read throws. */
  | 'throws-on-read';

export const STORAGE_FAULTS: readonly StorageFault[] = ['quota-exceeded', 'forbidden', 'throws-on-read'];

/** Storage in memory that fails as `fault` says. */
class FaultyStorage implements Storage {
  #items = new Map<string, string>();
  constructor(readonly fault: StorageFault) {}
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    if (this.fault === 'throws-on-read') throw new DOMException('reading storage failed', 'UnknownError');
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.fault === 'quota-exceeded') throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  clear(): void {
    this.#items.clear();
  }
}

/** Installs `fault` on `window.localStorage`; call the returned function to restore the real storage. */
export function installStorageFault(fault: StorageFault): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  const storage = new FaultyStorage(fault);
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      if (fault === 'forbidden') throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
      return storage;
    },
  });
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  };
}
