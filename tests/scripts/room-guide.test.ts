/** The room guide as the site's page (scripts/room-guide.mjs): docs/room.md rendered, no dead links. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRoomGuide } from '../../scripts/room-guide.mjs';

describe('room.html', () => {
  const html = renderRoomGuide(readFileSync('docs/room.md', 'utf8'));

  it('is the guide, with its title, sections and checklist', () => {
    expect(html).toContain('<title>Room guide: 30 devices get the app</title>');
    for (const heading of ['Why HTTPS or localhost', 'Ways to get the app onto 30 devices', 'Checklist', 'After']) {
      expect(html).toContain(`>${heading}</h`);
    }
    expect(html).toContain('<table>');
  });

  it('links no other Markdown file (the site has none) and runs no script', () => {
    expect(html).not.toMatch(/href="[^"]*\.md/);
    expect(html).toContain('(docs/workshop.md)');
    expect(html).not.toContain('<script');
  });
});
