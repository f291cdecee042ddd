/** The export file is named with Berlin's date, the date every screen shows (issue 33). */
import { describe, expect, it } from 'vitest';
import { testClock, testEngine } from '../support.ts';

describe('the export file’s name', () => {
  it('carries Berlin’s date, also in the hour after midnight when UTC is still on the day before', async () => {
    const clock = testClock('2026-03-28T00:30:00+01:00');
    const engine = testEngine({ clock });
    expect((await engine.owner.exportFile({ worlds: [] })).name).toBe('sandbox-2026-03-28.sandbox');
    clock.set('2026-07-01T01:15:00+02:00');
    expect((await engine.owner.exportFile({ worlds: [] })).name).toBe('sandbox-2026-07-01.sandbox');
  });
});
