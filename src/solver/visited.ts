/**
 * The transposition table: the positions a search has reached, keyed by the exact position key
 * (`Board.key`), never by a hash alone, so that no two positions are ever confused. Each stored
 * position carries one integer (search.ts uses it for its depth-first numbering, or `DEAD`).
 *
 * Memory: keys are stored back to back as 32-bit words in 4 MiB chunks (a length word, then the
 * key's bytes padded to whole words); each
 * entry has its chunk offset and its value (two 32-bit integers); an open-addressed index holds a
 * (hash, entry) pair of 32-bit integers per slot, kept at most half full and grown by doubling.
 * The table stops storing at `capacity` positions; a search that keeps going after that only loses
 * the memory of where it has been (it stays correct, see search.ts).
 */
/** Words per chunk (4 MiB). */
const CHUNK_BITS = 20;
const CHUNK_WORDS = 1 << CHUNK_BITS;

/** The value of a position proven unable to reach the goal. */
export const DEAD = -1;

/** A copy of `a` in a new array of `size` words (default: twice its length), zero beyond it. */
export function grown(a: Int32Array, size = a.length * 2): Int32Array {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

export class VisitedTable {
  /** Most positions the table stores. */
  readonly capacity: number;
  /** Positions stored. */
  used = 0;
  /** Whether the last `find` stored a new position (false: it was there already, or the table is full). */
  inserted = false;
  /** Interleaved slots: [hash, entry + 1] (0 = empty). */
  private slots: Int32Array;
  private mask: number;
  /** Per entry: where its key starts (chunk number × CHUNK_WORDS + word), and its value. */
  private offsets: Int32Array = new Int32Array(1024);
  /** (The entries' values, read and written by index: a new array whenever the table grows.) */
  vals: Int32Array = new Int32Array(1024);
  /** Keys as 32-bit words: a word holding the key's length in bytes, then the key's words. */
  private readonly chunks: Int32Array[] = [];
  private chunk: Int32Array;
  private chunkPos = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.slots = new Int32Array(2 * 1024);
    this.mask = 1023;
    this.chunk = new Int32Array(16 * 1024);
    this.chunks.push(this.chunk);
  }

  /**
   * The entry of a key (`bytes` long, in `words`, zero-padded to whole words, with hash `hash`),
   * stored now with value `value` if it was not there (`inserted` tells which); -1 when it was not
   * there and the table is full.
   */
  find(words: Int32Array, bytes: number, hash: number, value: number): number {
    const slots = this.slots;
    const mask = this.mask;
    const n = (bytes + 3) >> 2;
    let i = hash & mask;
    this.inserted = false;
    for (;;) {
      const e = slots[2 * i + 1]!;
      if (e === 0) break;
      if (slots[2 * i] === hash && this.equals(this.offsets[e - 1]!, words, bytes, n)) return e - 1;
      i = (i + 1) & mask;
    }
    if (this.used >= this.capacity) return -1;
    const entry = this.used++;
    if (entry >= this.offsets.length) {
      this.offsets = grown(this.offsets);
      this.vals = grown(this.vals);
    }
    this.offsets[entry] = this.store(words, bytes, n);
    this.vals[entry] = value;
    slots[2 * i] = hash;
    slots[2 * i + 1] = entry + 1;
    this.inserted = true;
    if (this.used * 2 > mask) this.grow();
    return entry;
  }

  private equals(off: number, words: Int32Array, bytes: number, n: number): boolean {
    const chunk = this.chunks[off >>> CHUNK_BITS]!;
    const p = (off & (CHUNK_WORDS - 1)) + 1;
    if (chunk[p - 1] !== bytes) return false;
    for (let k = 0; k < n; k++) if (chunk[p + k] !== words[k]) return false;
    return true;
  }

  private store(words: Int32Array, bytes: number, n: number): number {
    if (this.chunkPos + n + 1 > this.chunk.length) {
      if (this.chunk.length < CHUNK_WORDS && this.chunks.length === 1) {
        // The first chunk starts small (small searches stay small) and grows to a full chunk.
        this.chunk = this.chunks[0] = grown(this.chunk.subarray(0, this.chunkPos), Math.min(CHUNK_WORDS, this.chunk.length * 4));
      } else {
        this.chunk = new Int32Array(CHUNK_WORDS);
        this.chunks.push(this.chunk);
        this.chunkPos = 0;
      }
    }
    const off = (this.chunks.length - 1) * CHUNK_WORDS + this.chunkPos;
    const chunk = this.chunk;
    const p = this.chunkPos;
    chunk[p] = bytes;
    for (let k = 0; k < n; k++) chunk[p + 1 + k] = words[k]!;
    this.chunkPos = p + 1 + n;
    return off;
  }

  private grow(): void {
    const old = this.slots;
    const size = old.length * 2;
    const slots = new Int32Array(size);
    const mask = size / 2 - 1;
    for (let j = 0; j < old.length; j += 2) {
      const e = old[j + 1]!;
      if (e === 0) continue;
      let i = old[j]! & mask;
      while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
      slots[2 * i] = old[j]!;
      slots[2 * i + 1] = e;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/**
 * The hash of a key of `bytes` bytes held in `words` (zero-padded): MurmurHash3's 32-bit mixing,
 * a word at a time.
 */
export function hashKey(words: Int32Array, bytes: number): number {
  let h = bytes;
  const n = (bytes + 3) >> 2;
  for (let i = 0; i < n; i++) {
    let k = Math.imul(words[i]!, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}
