import { StorageStatusView } from '../app/StorageStatusView.tsx';
import { useTitle } from '../kit/index.ts';
import { type RoomPageKey, tp } from './page-strings.ts';
import { WorkshopNav } from './WorkshopNav.tsx';

const CHECKLIST: Array<{ heading: RoomPageKey; items: RoomPageKey[] }> = [
  { heading: 'room.before', items: ['room.before1', 'room.before2', 'room.before3'] },
  { heading: 'room.door', items: ['room.door1', 'room.door2', 'room.door3'] },
  { heading: 'room.during', items: ['room.during1', 'room.during2'] },
  { heading: 'room.after', items: ['room.after1', 'room.after2'] },
];

/** The facilitator's checklist (docs/room.md in short): a page of its own that prints on its own. */
export function ChecklistPart() {
  useTitle(tp('checklist.title'));
  return (
    <section class="room-part checklist-part">
      <h1 tabIndex={-1}>{tp('checklist.title')}</h1>
      <WorkshopNav />
      <div class="room-checklist" data-testid="room-checklist">
        {CHECKLIST.map((part) => (
          <section key={part.heading}>
            <h2>{tp(part.heading)}</h2>
            <ul>
              {part.items.map((item) => (
                <li key={item}>{tp(item)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p class="room-actions">
        <button type="button" onClick={() => window.print()}>
          {tp('checklist.print')}
        </button>
      </p>
      <div class="room-device no-print">
        <h2>{tp('room.thisDevice')}</h2>
        <StorageStatusView />
      </div>
    </section>
  );
}
