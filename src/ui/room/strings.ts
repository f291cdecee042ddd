/** UI strings of bringing the app into a room (German first; English must have the same keys). */
export const roomDe = {
  'room.insecureTitle': 'Diese Seite muss über HTTPS oder als localhost geöffnet werden',
  'room.insecure':
    'Sie ist über einfaches HTTP unter {host} geöffnet. Dort lässt jeder Browser keinen Service Worker zu, und ohne ihn läuft die Sandbox nicht und nichts wird für die Arbeit ohne Netz gespeichert. Öffnen Sie sie über eine HTTPS-Adresse oder auf diesem Gerät unter http://localhost.',
  'room.guideLink': 'Raum-Anleitung: wie 30 Geräte die App bekommen',
  'room.unsupported':
    'Dieser Browser unterstützt keine Service Worker (die Seite ist sicher geöffnet, trotzdem fehlt die Schnittstelle). Nehmen Sie einen aktuellen Browser; in privaten Fenstern von Firefox gibt es keine Service Worker.',
  'room.failedTitle': 'Das Offline-Backend konnte nicht starten',
  'room.failed':
    'Der Browser hat den Service Worker abgelehnt: „{reason}“. Hat die HTTPS-Adresse ein Zertifikat, dem dieses Gerät nicht vertraut (selbst signiert, abgelaufen, anderer Name), lässt der Browser auch nach dem Wegklicken der Warnung keinen Service Worker zu.',
  'ready.missing':
    'Nicht bereit für die Arbeit ohne Netz: {missing} von {total} Dateien fehlen im Speicher des Browsers.',
  'ready.repair': 'Jetzt reparieren',
  'ready.repairOffline': 'Zum Reparieren mit einem Netz verbinden.',
  'ready.repairing': 'Fehlende Dateien werden geladen …',
  'ready.failed':
    '{failed} Dateien konnten nicht geladen werden: Vielleicht hat die Adresse eine neuere Version. Seite neu laden.',
  'ready.unknown': 'Nicht geprüft, ob die App ohne Netz bereit ist: Seite neu laden.',
  'storage.granted': 'Daten dauerhaft gespeichert: der Browser löscht sie nicht von selbst.',
  'storage.notAsked': 'Der Browser darf die Daten bei Speichermangel löschen.',
  'storage.notGranted':
    'Der Browser hat dauerhaftes Speichern nicht zugesagt: Er darf die Daten löschen, bei Speichermangel und in Safari nach 7 Tagen ohne Nutzung. Installieren Sie die App (Browser-Menü, „Installieren“ oder „Zum Home-Bildschirm“), nutzen Sie sie regelmäßig und exportieren Sie am Ende.',
  'storage.unavailable':
    'Dieser Browser kann nicht um dauerhaftes Speichern gebeten werden (kein navigator.storage.persist). Exportieren Sie am Ende jeder Sitzung.',
  'storage.usage': 'Gespeichert: {size}',
  'storage.keep': 'Daten dauerhaft behalten',
  'storage.askAgain': 'Erneut fragen',
  'room.loading': 'Die Raumseite wird geladen …',
  'room.loadFailed': 'Die Raumseite konnte nicht geladen werden: Seite mit Netz neu laden.',
  'room.forFacilitators': 'Für die Moderation:',
  'room.pageLink': 'Raumseite mit QR-Codes und Checkliste zum Ausdrucken',
} as const;

export const roomEn: Record<keyof typeof roomDe, string> = {
  'room.insecureTitle': 'This page must be opened over HTTPS or at localhost',
  'room.insecure':
    'It was opened over plain HTTP at {host}. There no browser allows a service worker, and without one the sandbox cannot run and nothing is kept for working offline. Open it at an HTTPS address, or on this device at http://localhost.',
  'room.guideLink': 'Room guide: how 30 devices get the app',
  'room.unsupported':
    'This browser does not support service workers (the page is opened securely, yet the interface is missing). Use a current browser; Firefox private windows have no service workers.',
  'room.failedTitle': 'The offline backend could not start',
  'room.failed':
    'The browser refused the service worker: “{reason}”. If the HTTPS address has a certificate this device does not trust (self-signed, expired, another name), the browser allows no service worker, even after the warning was clicked away.',
  'ready.missing': 'Not ready to work offline: {missing} of {total} files are missing from the browser’s storage.',
  'ready.repair': 'Repair now',
  'ready.repairOffline': 'Connect to a network to repair.',
  'ready.repairing': 'Fetching the missing files …',
  'ready.failed': '{failed} files could not be fetched: the address may have a newer version. Reload the page.',
  'ready.unknown': 'Could not check whether the app is ready offline: reload the page.',
  'storage.granted': 'Data stored persistently: the browser does not delete it on its own.',
  'storage.notAsked': 'The browser may delete the data when storage runs low.',
  'storage.notGranted':
    'The browser did not grant persistent storage: it may delete the data when space runs low, and Safari after 7 days without use. Install the app (browser menu, “Install” or “Add to Home Screen”), use it regularly, and export at the end.',
  'storage.unavailable':
    'This browser cannot be asked to keep the data (no navigator.storage.persist). Export at the end of every session.',
  'storage.usage': 'Stored: {size}',
  'storage.keep': 'Keep the data',
  'storage.askAgain': 'Ask again',
  'room.loading': 'Loading the room page …',
  'room.loadFailed': 'The room page could not be loaded: reload the page with a network.',
  'room.forFacilitators': 'For facilitators:',
  'room.pageLink': 'Room page with QR codes and a checklist to print',
};
