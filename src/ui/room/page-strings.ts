/**
 * Strings of the room page only (German first; English must have the same keys): they come with the
 * page's own chunk (RoomScreen.tsx is loaded on demand), not with the app's start.
 */
import { lang } from '../i18n/index.ts';

const de = {
  'room.title': 'Raumseite',
  'room.intro':
    'Für die Tür: Jedes Gerät scannt die Adresse, öffnet sie einmal mit Netz in einem normalen Fenster und wartet unten auf „Bereit für die Arbeit ohne Netz“. Danach geht alles ohne Netz.',
  'room.qrInsecure':
    'Diese Seite ist über einfaches HTTP unter {host} geöffnet: Geräte, die diese Adresse öffnen, bekommen keine Offline-App. Öffnen Sie die Raumseite über die HTTPS-Adresse und drucken Sie sie dort.',
  'room.siteQr': 'Die Sandbox öffnen',
  'room.scenarioQr': 'Szenario: {name}',
  'room.checklist': 'Checkliste',
  'room.before': 'Vorher (mit Netz)',
  'room.before1': 'Auf je einem Gerät jeder Art öffnen und auf „Bereit für die Arbeit ohne Netz“ warten.',
  'room.before2': 'Netz aus: App, Referenz-Frontend und Szenario-Link müssen laden.',
  'room.before3': 'Diese Seite drucken und Material exportieren, das Sie mitbringen.',
  'room.door': 'An der Tür',
  'room.door1': 'QR-Code scannen, in einem normalen Fenster öffnen (nicht privat).',
  'room.door2': 'Warten auf „Bereit für die Arbeit ohne Netz“; fehlt eine Datei, mit Netz „Jetzt reparieren“.',
  'room.door3': '„Muss über HTTPS oder als localhost geöffnet werden“: die HTTPS-Adresse nehmen.',
  'room.during': 'Während',
  'room.during1': 'Kein Netz nötig. Jeder Tab hat seine eigene Übungswelt für 24 Stunden.',
  'room.during2': 'Die Werkstatt-Seite stellt die Uhr vor, schaltet Fehler ein und füllt Szenarien.',
  'room.after': 'Danach',
  'room.after1': 'Exportieren, was bleiben soll: Der Browser darf gespeicherte Daten löschen (Safari nach 7 Tagen).',
  'room.after2': 'Teilnehmende exportieren ihre Arbeit ebenso.',
  'room.print': 'Drucken (ein Blatt für die Tür)',
  'room.thisDevice': 'Dieses Gerät',
} as const;

const en: Record<keyof typeof de, string> = {
  'room.title': 'Room page',
  'room.intro':
    'For the door: each device scans the address, opens it once with a network in a normal window and waits for “Ready to work offline” at the bottom. After that everything works without a network.',
  'room.qrInsecure':
    'This page was opened over plain HTTP at {host}: devices that open this address get no offline app. Open the room page at the HTTPS address and print it there.',
  'room.siteQr': 'Open the sandbox',
  'room.scenarioQr': 'Scenario: {name}',
  'room.checklist': 'Checklist',
  'room.before': 'Before (with a network)',
  'room.before1': 'Open it on one device of each kind and wait for “Ready to work offline”.',
  'room.before2': 'Network off: the app, the reference frontend and a scenario link must load.',
  'room.before3': 'Print this page and export any material you bring.',
  'room.door': 'At the door',
  'room.door1': 'Scan the QR code, open it in a normal window (not private).',
  'room.door2': 'Wait for “Ready to work offline”; if a file is missing, press “Repair now” while online.',
  'room.door3': '“Must be opened over HTTPS or at localhost”: use the HTTPS address.',
  'room.during': 'During',
  'room.during1': 'No network needed. Each tab has its own practice world for 24 hours.',
  'room.during2': 'The Workshop page moves the clock, switches on faults and fills scenarios.',
  'room.after': 'After',
  'room.after1': 'Export what should stay: the browser may delete stored data (Safari after 7 days).',
  'room.after2': 'Participants export their work too.',
  'room.print': 'Print (one sheet for the door)',
  'room.thisDevice': 'This device',
};

export type RoomPageKey = keyof typeof de;

/** `tp('room.scenarioQr', { name })` in the current language. */
export function tp(key: RoomPageKey, values: Record<string, string> = {}): string {
  const template = (lang.value === 'en' ? en : de)[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
