/** Hands out slugs that are unique within one registry. */
export interface SlugRegistry {
  /**
   * The first free candidate, else the first candidate with `-2`, `-3` … appended.
   * Empty candidates are skipped.
   */
  claim(candidates: readonly string[]): string;
}

/** A fresh registry; claim in a fixed order to get the same slugs every run. */
export function createSlugRegistry(): SlugRegistry {
  const taken = new Set<string>();
  return {
    claim(candidates) {
      const usable = candidates.filter((candidate) => candidate !== '');
      const first = usable[0];
      if (first === undefined) throw new RangeError('no usable slug candidate');
      let slug = usable.find((candidate) => !taken.has(candidate));
      for (let counter = 2; slug === undefined; counter += 1) {
        const numbered = `${first}-${counter}`;
        if (!taken.has(numbered)) slug = numbered;
      }
      taken.add(slug);
      return slug;
    },
  };
}
