import { type MessageKey, t } from '../i18n/index.ts';
import { href, route } from '../router.ts';

/** A part of the Workshop: its hash path and its name. */
interface Part {
  path: string;
  label: MessageKey;
}

/**
 * The Workshop for facilitators (issue #28) in two halves: this tab's world's own tools, and the
 * room's (settings links, the door sheet, the checklist). Each part is a page of its own, so no page
 * is longer than about two screens. The room's collector and board (issue #28, item 3) are the
 * room's fourth part.
 */
export const WORLD_PARTS: Part[] = [
  { path: '/buergerservice/werkstatt', label: 'workshop.world' },
  { path: '/buergerservice/werkstatt/protokoll', label: 'workshop.journal' },
  { path: '/buergerservice/werkstatt/material', label: 'workshop.material' },
];
export const ROOM_PARTS: Part[] = [
  { path: '/raum/links', label: 'workshop.links' },
  { path: '/raum', label: 'workshop.door' },
  { path: '/raum/checkliste', label: 'workshop.checklist' },
  { path: '/raum/karten', label: 'workshop.cards' },
];

function PartLinks({ parts, heading, id }: { parts: Part[]; heading: MessageKey; id: string }) {
  const current = route.value.split('?')[0];
  return (
    <div class="workshop-part-group">
      {/* Not a heading: the app focuses a new screen's first h1 or h2. */}
      <p id={id} class="workshop-nav-heading">
        {t(heading)}
      </p>
      <ul aria-labelledby={id}>
        {parts.map((part) => (
          <li key={part.path}>
            <a href={href(part.path)} aria-current={current === part.path ? 'page' : undefined}>
              {t(part.label)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Workshop's own navigation, on every part of it (not printed). */
export function WorkshopNav() {
  return (
    <nav class="workshop-nav" aria-label={t('workshop.nav')} data-testid="workshop-nav">
      <PartLinks parts={WORLD_PARTS} heading="workshop.worldGroup" id="workshop-nav-world" />
      <PartLinks parts={ROOM_PARTS} heading="workshop.roomGroup" id="workshop-nav-room" />
    </nav>
  );
}
