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

  it('has a German version that says the same, in the same sections, and each links the other', () => {
    const de = renderRoomGuide(readFileSync('docs/room.de.md', 'utf8'), 'de');
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('<title>Raumleitfaden: 30 Geräte bekommen die App</title>');
    for (const heading of ['Warum HTTPS oder localhost', 'Checkliste', 'Danach', 'Zeugnisse einsammeln']) {
      expect(de).toContain(`>${heading}</h`);
    }
    const headings = (page: string) => page.match(/<h[1-6][ >]/g) ?? [];
    expect(headings(de)).toEqual(headings(html));
    expect((de.match(/<tr>/g) ?? []).length).toBe((html.match(/<tr>/g) ?? []).length);
    expect(html).toContain('<a href="room.de.html" hreflang="de" lang="de">Deutsch</a>');
    expect(de).toContain('<a href="room.html" hreflang="en" lang="en">English</a>');
    expect(de).not.toMatch(/href="[^"]*\.md/);
  });

  it('links no other Markdown file (the site has none) and runs no script', () => {
    expect(html).not.toMatch(/href="[^"]*\.md/);
    expect(html).toContain('(docs/workshop.md)');
    expect(html).not.toContain('<script');
  });
});
