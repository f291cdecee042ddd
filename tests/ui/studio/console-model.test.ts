/**
 * The console panel shows what the preview's page forwards (issue 32), each with its file and line;
 * anything that is not the forwarding script's message is ignored.
 */
import { describe, expect, it } from 'vitest';
import { CONSOLE_KEEP, createConsole, entryOf, projectPath } from '../../../src/ui/studio/console-model.ts';

const FOLDER = 'http://localhost/studio/demo/';
const message = {
  type: 'sandbox-studio-console',
  project: 'demo',
  level: 'error',
  text: 'Boom',
  file: 'http://localhost/studio/demo/js/app.js',
  line: 7,
  column: 3,
};

describe('the studio console', () => {
  it('shows a forwarded message with its file inside the project and its line', () => {
    expect(entryOf(message, FOLDER, 1)).toEqual({
      id: 1,
      level: 'error',
      text: 'Boom',
      file: 'js/app.js',
      line: 7,
      column: 3,
    });
  });

  it('ignores messages of other kinds or levels', () => {
    expect(entryOf({ ...message, type: 'other' }, FOLDER, 1)).toBeUndefined();
    expect(entryOf({ ...message, level: 'debugger' }, FOLDER, 1)).toBeUndefined();
    expect(entryOf('text', FOLDER, 1)).toBeUndefined();
  });

  it('keeps a file outside the project as sent', () => {
    expect(projectPath('http://localhost/v1/services', FOLDER)).toBe('http://localhost/v1/services');
    expect(projectPath('http://localhost/studio/demo/', FOLDER)).toBe('index.html');
  });

  it('keeps the newest entries only, and clears', () => {
    const model = createConsole();
    for (let i = 0; i < CONSOLE_KEEP + 5; i++) model.add({ ...message, text: `n${i}` }, FOLDER);
    expect(model.entries.value).toHaveLength(CONSOLE_KEEP);
    expect(model.entries.value.at(-1)?.text).toBe(`n${CONSOLE_KEEP + 4}`);
    model.clear();
    expect(model.entries.value).toEqual([]);
  });
});
