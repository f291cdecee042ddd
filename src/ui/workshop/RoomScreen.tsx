import { useMemo } from 'preact/hooks';
import { BASE } from '../app/client.ts';
import { CardsPart } from './CardsPart.tsx';
import { ChecklistPart } from './ChecklistPart.tsx';
import { DoorSheetPart } from './DoorSheetPart.tsx';
import { createRoomModel, keptStorage } from './room-model.ts';
import { SettingsLinksPart } from './SettingsLinksPart.tsx';

/** The room's parts, by their routes (routes.ts). */
export type RoomPart = 'room' | 'roomLinks' | 'roomChecklist' | 'roomCards';

/**
 * The room's part of the Workshop (issue #28), loaded on demand with its QR library: the door sheet
 * (`#/raum`), settings links (`#/raum/links`) and the facilitator's checklist (`#/raum/checkliste`),
 * each a page of its own sharing one model (the address and the links made).
 */
export function RoomScreen({ part }: { part: RoomPart }) {
  const model = useMemo(
    () => createRoomModel({ storage: keptStorage(), site: new URL(BASE, window.location.origin).href }),
    [],
  );
  if (part === 'roomLinks') return <SettingsLinksPart model={model} />;
  if (part === 'roomChecklist') return <ChecklistPart />;
  if (part === 'roomCards') return <CardsPart />;
  return <DoorSheetPart model={model} />;
}
