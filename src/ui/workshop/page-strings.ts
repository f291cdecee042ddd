/**
 * Strings of the room's part of the Workshop only (German first; English must have the same keys):
 * they come with the page's own chunk (RoomScreen.tsx is loaded on demand), not with the app's start.
 * The door sheet speaks to participants; the rest of the page to the facilitator.
 */
import { defineWords } from '../i18n/define-words.ts';

const de = {
  // The door sheet: the facilitator's page around it.
  'door.title': 'Türblatt',
  'door.intro':
    'Ein Blatt für die Tür, an die Teilnehmenden gerichtet: der Name der Veranstaltung, die Adresse mit QR-Code, das WLAN und drei Schritte. Ihre Checkliste druckt sich getrennt.',
  'door.event': 'Name der Veranstaltung',
  'door.address': 'Adresse, die die Teilnehmenden öffnen',
  'door.addressHint':
    'Vorgegeben ist die Adresse dieser Seite. Andere Geräte brauchen eine HTTPS-Adresse. Die Einstellungs-Links führen zur selben Adresse.',
  'door.wifiLabel': 'WLAN (freiwillig, z. B. Netz und Passwort)',
  'door.preview': 'Vorschau des Blatts',
  'door.print': 'Türblatt drucken',
  'door.warnTitle': 'Mit dieser Adresse bekommen andere Geräte die App nicht',
  'door.warn.this-device':
    '{host} bezeichnet auf jedem Gerät dieses Gerät selbst: Die Geräte der Teilnehmenden finden dort nichts.',
  'door.warn.plain-http':
    '{host} ist über einfaches HTTP: Dort lässt kein Browser einen Service Worker zu, die Geräte bekommen keine Offline-App.',
  'door.warn.not-web': 'Eine Adresse mit {protocol} können andere Geräte nicht als Web-Seite öffnen.',
  'door.warn.invalid': 'Das ist keine vollständige Adresse (sie beginnt mit https://).',
  'door.warn.instead':
    'Nehmen Sie eine HTTPS-Adresse, unter der die App veröffentlicht ist (zum Beispiel GitHub Pages aus diesem Repository), oder einen HTTPS-Server im Raum, dem jedes Gerät vertraut. Die Raum-Anleitung zeigt die Wege und was sie kosten.',
  'door.printAnyway': 'Trotzdem drucken',
  'door.changeAddress': 'Adresse ändern',
  // The door sheet itself (printed): spoken to the participants.
  'sheet.untitled': 'Offline-Sandbox',
  'sheet.open': 'Öffnen Sie diese Adresse:',
  'sheet.qr': 'QR-Code der Adresse',
  'sheet.wifi': 'WLAN:',
  'sheet.steps': 'In drei Schritten',
  'sheet.step1': 'Öffnen Sie die Adresse (QR-Code scannen) in einem normalen Browserfenster, nicht in einem privaten.',
  'sheet.step2':
    'Warten Sie, bis unten auf der Seite „Bereit für die Arbeit ohne Netz“ steht. Dann ist alles gespeichert, auch ohne Netz.',
  'sheet.step3':
    'Installieren Sie die App: im Browser-Menü „Installieren“ oder „Zum Home-Bildschirm“. So behält der Browser sie.',
  // Settings links.
  'links.title': 'Einstellungs-Links',
  'links.intro':
    'Stellen Sie eine Übung zusammen. Der Link und sein QR-Code stellen die Übungswelt jedes Geräts, das ihn öffnet, so ein, nach einer Bestätigung dort. Er enthält nur die Einstellungen, nie einen Schlüssel. Ein zweiter Link ersetzt die Einstellungen des ersten: was er nicht einschaltet, ist aus.',
  'links.leadTo': 'Die Links führen zu {address} (änderbar auf dem Türblatt).',
  'links.name': 'Name der Übung (bis 80 Zeichen)',
  'links.rate': 'Anteil der Anfragen in Prozent (1 bis 100)',
  'links.clock': 'Uhr vorstellen um Minuten (0 bis 1380)',
  'links.scenario': 'Szenario',
  'links.noScenario': 'keines: die Vorgänge bleiben',
  'links.make': 'Link erstellen',
  'links.made': 'Link erstellt: „{name}“.',
  'links.errName': 'Geben Sie der Übung einen Namen (bis 80 Zeichen).',
  'links.errRange': 'Geben Sie eine ganze Zahl von {min} bis {max} ein.',
  'links.list': 'Erstellte Links',
  'links.none': 'Noch keine Links erstellt.',
  'links.madeAt': 'Erstellt {time}',
  'links.remove': 'Entfernen',
  'links.removeLabel': '„{name}“ aus der Liste entfernen',
  'links.print': 'Links drucken',
  'links.copy': 'Link kopieren',
  'links.copyLabel': 'Link „{name}“ kopieren',
  'links.copied': 'Kopiert.',
  'links.copyFailed': 'Kopieren ging nicht. Markieren Sie den Link und kopieren Sie ihn selbst.',
  'links.addressWarning':
    'Mit dieser Adresse bekommen andere Geräte die App nicht. Tragen Sie die HTTPS-Adresse der App ein:',
  // The facilitator's checklist.
  'checklist.title': 'Checkliste für die Kursleitung',
  'cards.pageTitle': 'Zeugnisse des Raums',
  'checklist.print': 'Checkliste drucken',
  'room.before': 'Vorher (mit Netz)',
  'room.before1': 'Auf je einem Gerät jeder Art öffnen und auf „Bereit für die Arbeit ohne Netz“ warten.',
  'room.before2': 'Netz aus: App, Referenz-Frontend und Einstellungs-Link müssen laden.',
  'room.before3': 'Türblatt und Einstellungs-Links drucken, Material exportieren, das Sie mitbringen.',
  'room.door': 'An der Tür',
  'room.door1': 'QR-Code scannen, in einem normalen Fenster öffnen (nicht privat).',
  'room.door2': 'Warten auf „Bereit für die Arbeit ohne Netz“; fehlt eine Datei, mit Netz „Jetzt reparieren“.',
  'room.door3': '„Muss über HTTPS oder als localhost geöffnet werden“: die HTTPS-Adresse nehmen.',
  'room.during': 'Während',
  'room.during1': 'Kein Netz nötig. Jeder Tab hat seine eigene Übungswelt für 24 Stunden.',
  'room.during2':
    'Einstellungs-Link zeigen: Jedes Gerät scannt ihn, bestätigt, und seine Welt ist für die Übung eingestellt.',
  'room.after': 'Danach',
  'room.after1': 'Exportieren, was bleiben soll: Der Browser darf gespeicherte Daten löschen (Safari nach 7 Tagen).',
  'room.after2': 'Teilnehmende exportieren ihre Arbeit ebenso.',
  'room.thisDevice': 'Dieses Gerät',
} as const;

const en = {
  'door.title': 'Door sheet',
  'door.intro':
    'A sheet for the door, written to the participants: the event’s name, the address with its QR code, the Wi-Fi and three steps. Your checklist prints separately.',
  'door.event': 'Name of the event',
  'door.address': 'Address the participants open',
  'door.addressHint':
    'This page’s address is filled in. Other devices need an HTTPS address. The settings links lead to the same address.',
  'door.wifiLabel': 'Wi-Fi (optional, e.g. network and password)',
  'door.preview': 'Preview of the sheet',
  'door.print': 'Print the door sheet',
  'door.warnTitle': 'Other devices will not get the app from this address',
  'door.warn.this-device':
    '{host} names the device itself on every device: the participants’ devices will find nothing there.',
  'door.warn.plain-http':
    '{host} is plain HTTP: no browser allows a service worker there, so the devices get no offline app.',
  'door.warn.not-web': 'Other devices cannot open an address with {protocol} as a web page.',
  'door.warn.invalid': 'This is not a complete address (it starts with https://).',
  'door.warn.instead':
    'Use an HTTPS address where the app is published (for example GitHub Pages from this repository), or an HTTPS server in the room that every device trusts. The room guide shows the ways and what they cost.',
  'door.printAnyway': 'Print anyway',
  'door.changeAddress': 'Change the address',
  'sheet.untitled': 'Offline Sandbox',
  'sheet.open': 'Open this address:',
  'sheet.qr': 'QR code of the address',
  'sheet.wifi': 'Wi-Fi:',
  'sheet.steps': 'In three steps',
  'sheet.step1': 'Open the address (scan the QR code) in a normal browser window, not a private one.',
  'sheet.step2':
    'Wait until the bottom of the page says “Ready to work offline”. Then everything is stored, even without a network.',
  'sheet.step3': 'Install the app: in the browser menu, “Install” or “Add to Home Screen”. Then the browser keeps it.',
  'links.title': 'Settings links',
  'links.intro':
    'Compose an exercise. The link and its QR code set the practice world of every device that opens it, after a confirmation there. It holds only the settings, never a key. A second link replaces the first one’s settings: what it does not switch on is off.',
  'links.leadTo': 'The links lead to {address} (change it on the door sheet).',
  'links.name': 'Name of the exercise (up to 80 characters)',
  'links.rate': 'Share of requests in per cent (1 to 100)',
  'links.clock': 'Minutes to move the clock forward (0 to 1380)',
  'links.scenario': 'Scenario',
  'links.noScenario': 'none: the cases stay',
  'links.make': 'Make the link',
  'links.made': 'Link made: “{name}”.',
  'links.errName': 'Give the exercise a name (up to 80 characters).',
  'links.errRange': 'Enter a whole number from {min} to {max}.',
  'links.list': 'Links made',
  'links.none': 'No links made yet.',
  'links.madeAt': 'Made {time}',
  'links.remove': 'Remove',
  'links.removeLabel': 'Remove “{name}” from the list',
  'links.print': 'Print the links',
  'links.copy': 'Copy link',
  'links.copyLabel': 'Copy the link “{name}”',
  'links.copied': 'Copied.',
  'links.copyFailed': 'Copying did not work. Select the link and copy it yourself.',
  'links.addressWarning': 'Other devices will not get the app from this address. Enter the app’s HTTPS address:',
  'checklist.title': 'Checklist for the facilitator',
  'cards.pageTitle': 'The room’s report cards',
  'checklist.print': 'Print the checklist',
  'room.before': 'Before (with a network)',
  'room.before1': 'Open it on one device of each kind and wait for “Ready to work offline”.',
  'room.before2': 'Network off: the app, the reference frontend and a settings link must load.',
  'room.before3': 'Print the door sheet and the settings links, export any material you bring.',
  'room.door': 'At the door',
  'room.door1': 'Scan the QR code, open it in a normal window (not private).',
  'room.door2': 'Wait for “Ready to work offline”; if a file is missing, press “Repair now” while online.',
  'room.door3': '“Must be opened over HTTPS or at localhost”: use the HTTPS address.',
  'room.during': 'During',
  'room.during1': 'No network needed. Each tab has its own practice world for 24 hours.',
  'room.during2': 'Show a settings link: each device scans it, confirms, and its world is set for the exercise.',
  'room.after': 'After',
  'room.after1': 'Export what should stay: the browser may delete stored data (Safari after 7 days).',
  'room.after2': 'Participants export their work too.',
  'room.thisDevice': 'This device',
};

export type RoomPageKey = keyof typeof de;

/** The room page's dictionary: `tp('links.made', { name })` in the current language. */
export const roomPageWords = defineWords({ de, en });
export const { t: tp } = roomPageWords;
