/**
 * The transposition table: the set of positions a search has already expanded, keyed by the exact
 * position key (`Board.key`), never by a hash alone, so that no two positions are ever confused.
 *
 * Memory: keys are stored back to back in 1 MiB chunks (one length byte plus the key bytes), and an
 * open-addressed index holds a (hash, offset) pair of 32-bit integers per slot, kept at most half
 * full and grown by doubling. The table stops storing at `capacity` positions; a search that keeps
 * going after that only loses the memory of where it has been (it stays correct, see search.ts).
 */
const CHUNK_BITS = 20;
const CHUNK_SIZE = 1 << CHUNK_BITS;

export class VisitedTable {
  /** Most positions the table stores. */
  readonly capacity: number;
  /** Positions stored. */
  size = 0;
  /** Interleaved slots: [hash, offset + 1] (0 = empty). */
  private slots: Int32Array;
  private mask: number;
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

  /** Bytes held (index and keys). */
  get bytes(): number {
    let n = this.slots.byteLength;
    for (const c of this.chunks) n += c.byteLength;
    return n;
  }

  /**
   * Adds the key `buf[0…len)` with hash `hash`. Returns 1 when it was new and is now stored, 0 when
   * it was already there, 2 when it was new but the table is full (not stored).
   */
  add(buf: Uint8Array, len: number, hash: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let i = hash & mask;
    for (;;) {
      const off = slots[2 * i + 1]!;
      if (off === 0) break;
      if (slots[2 * i] === hash && this.equals(off - 1, buf, len)) return 0;
      i = (i + 1) & mask;
    }
    if (this.size >= this.capacity) return 2;
    const off = this.store(buf, len);
    slots[2 * i] = hash;
    slots[2 * i + 1] = off + 1;
    this.size++;
    if (this.size * 2 > mask) this.grow();
    return 1;
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
      const off = old[j + 1]!;
      if (off === 0) continue;
      let i = old[j]! & mask;
      while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
      slots[2 * i] = old[j]!;
      slots[2 * i + 1] = off;
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
