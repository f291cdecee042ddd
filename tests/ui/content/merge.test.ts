/** Finding 3: a retry after a stale revision loses nothing the owner did not change. */
import { describe, expect, it } from 'vitest';
import { threeWayMerge } from '../../../src/ui/content/merge.ts';
import type { EditableFields } from '../../../src/ui/content/page-diff.ts';

const base: EditableFields = {
  title: 'Sprechzeiten',
  slug: 'sprechzeiten',
  excerpt: '',
  body: 'Montag',
  cover: null,
  type: 'page',
  locale: 'de',
  fields: { raum: '1' },
};

describe('threeWayMerge', () => {
  it('puts the owner’s changed fields onto the latest; untouched fields keep the latest values', () => {
    const proposed = { ...base, title: 'Öffnungszeiten' };
    const latest = { ...base, excerpt: 'Von einem Agenten', fields: { raum: '2' } };
    const result = threeWayMerge(base, proposed, latest);
    expect(result.merged).toEqual({ ...latest, title: 'Öffnungszeiten' });
    expect(result.mine).toEqual(['title']);
    expect(result.theirs).toEqual(['excerpt', 'fields']);
    expect(result.conflicts).toEqual([]);
  });

  it('reports a field both changed differently as a conflict, with mine in the merge', () => {
    const result = threeWayMerge(base, { ...base, body: 'Dienstag' }, { ...base, body: 'Mittwoch' });
    expect(result.conflicts).toEqual(['body']);
    expect(result.merged.body).toBe('Dienstag');
  });

  it('is no conflict when both made the same change', () => {
    const result = threeWayMerge(base, { ...base, body: 'Dienstag' }, { ...base, body: 'Dienstag' });
    expect(result.conflicts).toEqual([]);
  });
});
