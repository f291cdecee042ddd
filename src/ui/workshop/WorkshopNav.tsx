import { type MessageKey, t } from '../i18n/index.ts';
import { currentRoute } from '../router.ts';
import { hrefTo, type PlainRouteName } from '../routes.ts';

/** A part of the Workshop: its route and its name. */
interface Part {
  route: PlainRouteName;
  label: MessageKey;
}

/**
 * The Workshop for facilitators (issue #28) in two halves: this tab's world's own tools, and the
 * room's (settings links, the door sheet, the checklist). Each part is a page of its own, so no page
 * is longer than about two screens. The room's collector and board (issue #28, item 3) are the
 * room's fourth part.
 */
const WORLD_PARTS: Part[] = [
  { route: 'workshop', label: 'workshop.world' },
  { route: 'workshopJournal', label: 'workshop.journal' },
  { route: 'workshopMaterial', label: 'workshop.material' },
];
const ROOM_PARTS: Part[] = [
  { route: 'roomLinks', label: 'workshop.links' },
  { route: 'room', label: 'workshop.door' },
  { route: 'roomChecklist', label: 'workshop.checklist' },
  { route: 'roomCards', label: 'workshop.cards' },
];

function PartLinks({ parts, heading, id }: { parts: Part[]; heading: MessageKey; id: string }) {
  const current = currentRoute.value.name;
  return (
    <div class="workshop-part-group">
      {/* Not a heading: the app focuses a new screen's first h1 or h2. */}
      <p id={id} class="workshop-nav-heading">
        {t(heading)}
      </p>
      <ul aria-labelledby={id}>
        {parts.map((part) => (
          <li key={part.route}>
            <a href={hrefTo(part.route)} aria-current={current === part.route ? 'page' : undefined}>
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
