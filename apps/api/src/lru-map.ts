/** A map that keeps at most `maxSize` keys, dropping the least recently used (read or written) first. */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(readonly maxSize: number) {}

  get size() {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // Map order is the eviction order: a hit moves the key to the end.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.maxSize) this.map.delete(this.map.keys().next().value!);
  }
}
