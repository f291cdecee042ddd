import { useMemo } from 'preact/hooks';
import { BASE } from '../api/client.ts';
import { route } from '../router.ts';
import { CardsPart } from './CardsPart.tsx';
import { ChecklistPart } from './ChecklistPart.tsx';
import { DoorSheetPart } from './DoorSheetPart.tsx';
import { createRoomModel, keptStorage } from './room-model.ts';
import { SettingsLinksPart } from './SettingsLinksPart.tsx';

/**
 * The room's part of the Workshop (issue #28), loaded on demand with its QR library: the door sheet
 * (`#/raum`), settings links (`#/raum/links`) and the facilitator's checklist (`#/raum/checkliste`),
 * each a page of its own sharing one model (the address and the links made).
 */
export function RoomScreen() {
  const model = useMemo(
    () => createRoomModel({ storage: keptStorage(), site: new URL(BASE, window.location.origin).href }),
    [],
  );
  const part = route.value.split('?')[0];
  if (part === '/raum/links') return <SettingsLinksPart model={model} />;
  if (part === '/raum/checkliste') return <ChecklistPart />;
  if (part === '/raum/karten') return <CardsPart />;
  return <DoorSheetPart model={model} />;
}
