// A least-recently-used cache bounded by the bytes of its values: what signatures prepare once
// and reuse (the pictures of visual signatures) must not grow with the number of people who
// sign. A Map keeps insertion order, so re-inserting on every hit makes its first key the least
// recently used one.

export class BoundedCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  /**
   * @param maxBytes the most the values may hold together.
   * @param sizeOf the bytes one value holds.
   */
  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {
    if (!(maxBytes >= 0)) throw new Error('maxBytes must be a number of bytes');
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` (unless it alone is larger than the bound), evicting the least recent. */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes the values hold together. */
  get bytes(): number {
    return this.#bytes;
  }
}
