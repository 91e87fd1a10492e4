/** A tiny least-recently-used map (Map keeps insertion order; a hit re-inserts the key). */
export class SmallLru<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores `value`; returns the entry this pushed out, if any (the caller may recycle it). */
  set(key: K, value: V): V | undefined {
    const replaced = this.entries.get(key);
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K;
      const evicted = this.entries.get(oldest);
      this.entries.delete(oldest);
      return evicted;
    }
    return replaced !== value ? replaced : undefined;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
