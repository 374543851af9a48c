/**
 * The transposition table: the positions a search has reached, keyed by the exact position key
 * (`Board.key`), never by a hash alone, so that no two positions are ever confused. Each stored
 * position carries one integer (search.ts uses it for its depth-first numbering, or `DEAD`).
 *
 * Memory: keys are stored back to back in 1 MiB chunks (one length byte plus the key bytes); each
 * entry has its chunk offset and its value (two 32-bit integers); an open-addressed index holds a
 * (hash, entry) pair of 32-bit integers per slot, kept at most half full and grown by doubling.
 * The table stops storing at `capacity` positions; a search that keeps going after that only loses
 * the memory of where it has been (it stays correct, see search.ts).
 */
const CHUNK_BITS = 20;
const CHUNK_SIZE = 1 << CHUNK_BITS;

/** The value of a position proven unable to reach the goal. */
export const DEAD = -1;

export class VisitedTable {
  /** Most positions the table stores. */
  readonly capacity: number;
  /** Positions stored. */
  size = 0;
  /** Whether the last `find` stored a new position (false: it was there already, or the table is full). */
  inserted = false;
  /** Interleaved slots: [hash, entry + 1] (0 = empty). */
  private slots: Int32Array;
  private mask: number;
  private offsets: Int32Array = new Int32Array(1024);
  private values: Int32Array = new Int32Array(1024);
  private readonly chunks: Uint8Array[] = [];
  private chunk: Uint8Array;
  private chunkPos = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.slots = new Int32Array(2 * 1024);
    this.mask = 1023;
    this.chunk = new Uint8Array(64 * 1024);
    this.chunks.push(this.chunk);
  }

  /** Bytes held (index, entries and keys). */
  get bytes(): number {
    let n = this.slots.byteLength + this.offsets.byteLength + this.values.byteLength;
    for (const c of this.chunks) n += c.byteLength;
    return n;
  }

  /**
   * The entry of the key `buf[0…len)` (hash `hash`), stored now with value `value` if it was not
   * there (`inserted` tells which); -1 when it was not there and the table is full.
   */
  find(buf: Uint8Array, len: number, hash: number, value: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let i = hash & mask;
    this.inserted = false;
    for (;;) {
      const e = slots[2 * i + 1]!;
      if (e === 0) break;
      if (slots[2 * i] === hash && this.equals(this.offsets[e - 1]!, buf, len)) return e - 1;
      i = (i + 1) & mask;
    }
    if (this.size >= this.capacity) return -1;
    const entry = this.size++;
    if (entry >= this.offsets.length) {
      const offsets = new Int32Array(this.offsets.length * 2);
      offsets.set(this.offsets);
      this.offsets = offsets;
      const values = new Int32Array(this.values.length * 2);
      values.set(this.values);
      this.values = values;
    }
    this.offsets[entry] = this.store(buf, len);
    this.values[entry] = value;
    slots[2 * i] = hash;
    slots[2 * i + 1] = entry + 1;
    this.inserted = true;
    if (this.size * 2 > mask) this.grow();
    return entry;
  }

  value(entry: number): number {
    return this.values[entry]!;
  }

  setValue(entry: number, value: number): void {
    this.values[entry] = value;
  }

  private equals(off: number, buf: Uint8Array, len: number): boolean {
    const chunk = this.chunks[off >>> CHUNK_BITS]!;
    let p = off & (CHUNK_SIZE - 1);
    if (chunk[p++] !== len) return false;
    for (let k = 0; k < len; k++) if (chunk[p + k] !== buf[k]) return false;
    return true;
  }

  private store(buf: Uint8Array, len: number): number {
    if (this.chunkPos + len + 1 > this.chunk.length) {
      if (this.chunk.length < CHUNK_SIZE && this.chunks.length === 1) {
        // The first chunk starts small (small searches stay small) and grows to a full chunk.
        const bigger = new Uint8Array(Math.min(CHUNK_SIZE, this.chunk.length * 4));
        bigger.set(this.chunk.subarray(0, this.chunkPos));
        this.chunk = bigger;
        this.chunks[0] = bigger;
      } else {
        this.chunk = new Uint8Array(CHUNK_SIZE);
        this.chunks.push(this.chunk);
        this.chunkPos = 0;
      }
    }
    const off = (this.chunks.length - 1) * CHUNK_SIZE + this.chunkPos;
    const chunk = this.chunk;
    let p = this.chunkPos;
    chunk[p++] = len;
    for (let k = 0; k < len; k++) chunk[p + k] = buf[k]!;
    this.chunkPos = p + len;
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

/** The hash of a key: 32-bit FNV-1a, mixed at the end so that low bits spread. */
export function hashKey(buf: Uint8Array, len: number): number {
  let h = 2166136261;
  for (let k = 0; k < len; k++) h = Math.imul(h ^ buf[k]!, 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h | 0;
}
