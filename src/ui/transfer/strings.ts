/** UI strings of export and import (German first; English must have the same keys). */
export const transferDe = {
  'transfer.title': 'Exportieren und importieren',
  'transfer.intro':
    'Sichern Sie Ihre Inhalte (Seiten, Versionen, Bilder und Zugänge ohne Schlüssel) in einer Datei und spielen Sie sie hier oder in einem anderen Browser wieder ein. Der Browser kann gespeicherte Daten löschen: Eine Exportdatei bewahrt sie.',
  'transfer.includeWorld':
    'Die Übungswelt dieses Tabs mitnehmen (Vorgänge und Protokoll; ihr Zugang kommt nie in die Datei)',
  'transfer.export': 'Datei exportieren',
  'transfer.exported': 'Die Datei {name} wird heruntergeladen.',
  'transfer.choose': 'Exportdatei importieren',
  'transfer.chooseHint': 'Eine .sandbox-Datei. Sie sehen zuerst, was sie hinzufügt oder ersetzt, und entscheiden dann.',
  'transfer.checking': 'Die Datei wird geprüft …',
  'transfer.previewReady': 'Die Datei ist geprüft. Unten steht, was der Import tun würde.',
  'transfer.previewTitle': 'Das würde der Import tun',
  'transfer.previewFrom': 'Datei vom {date}, Formatversion {version}.',
  'transfer.pagesAdded': 'Neue Seiten: {count}',
  'transfer.pagesReplaced': 'Ersetzte Seiten (gleiche Seite schon hier): {count}',
  'transfer.revisions': 'Versionen im Verlauf: {count}',
  'transfer.images': 'Bilder: {added} neu, {replaced} ersetzt',
  'transfer.connections':
    'Zugänge für Agenten: {added} neu, aber widerrufen (ihr Schlüssel ist nicht in der Datei), {kept} schon hier und unverändert',
  'transfer.world':
    'Eine Übungswelt mit {cases#count.casesWith}, {journal#count.journalWith} und {connections#count.endedConnectionsWith}, die um {time} endet. Sie bekommt einen neuen Zugang; dieser Tab arbeitet danach in ihr.',
  'count.casesWith.one': '{count} Vorgang',
  'count.casesWith.other': '{count} Vorgängen',
  'count.journalWith.one': '{count} Protokolleintrag',
  'count.journalWith.other': '{count} Protokolleinträgen',
  'count.endedConnectionsWith.one': '{count} beendeten Agenten-Verbindung',
  'count.endedConnectionsWith.other': '{count} beendeten Agenten-Verbindungen',
  'count.pages.one': '{count} Seite',
  'count.pages.other': '{count} Seiten',
  'count.images.one': '{count} Bild',
  'count.images.other': '{count} Bilder',
  'count.worlds.one': '{count} Übungswelt',
  'count.worlds.other': '{count} Übungswelten',
  'transfer.noWorlds': 'Keine Übungswelt.',
  'transfer.projects': 'Studio-Projekte: {count}',
  'transfer.project': '„{name}“: {files#count.files}, etwa {kb} KB',
  'count.files.one': '{count} Datei',
  'count.files.other': '{count} Dateien',
  'transfer.projectConflict': 'Hier gibt es schon ein Projekt „{name}“. Was soll geschehen?',
  'transfer.projectKeepBoth': 'Beide behalten: das aus der Datei heißt dann „{name}“',
  'transfer.projectReplace': 'Das Projekt „{name}“ hier durch das aus der Datei ersetzen',
  'transfer.projectsNotRun':
    'Projekte werden nur gespeichert. Ihr Code läuft erst, wenn Sie ein Projekt im Studio öffnen und „Ausführen“ wählen.',
  'transfer.keepsOthers': 'Alles andere bleibt, wie es ist.',
  'transfer.confirm': 'Importieren',
  'transfer.cancel': 'Abbrechen',
  'transfer.cancelled': 'Import abgebrochen. Nichts wurde geändert.',
  'transfer.done': 'Importiert: {pages#count.pages}, {images#count.images}, {worlds#count.worlds}.',
  'transfer.doneWorld': 'Dieser Tab arbeitet jetzt in der importierten Übungswelt.',
  'transfer.openTitle': 'Szenario öffnen',
  'transfer.openFrom': 'Datei: {file}',
  'transfer.toContent': 'Zu den Inhalten',
  'transfer.toWorkshop': 'Zur Werkstatt',
  'transfer.scenariosHeading': 'Szenarien zum Austeilen',
  'transfer.scenariosIntro':
    'Dateien neben der App. Der Link zeigt zuerst, was importiert wird; teilen Sie ihn, damit alle mit demselben Material beginnen.',
  'transfer.scenario.content-workshop':
    'Inhalte-Werkstatt öffnen: veröffentlichte Seiten, eine private Änderung, eine archivierte Seite und ein Bild',
  'transfer.err.not_an_export':
    'Das ist keine Exportdatei der Offline-Sandbox. Wählen Sie eine Datei, die die Sandbox exportiert hat. Nichts wurde geändert.',
  'transfer.err.damaged_file':
    'Die Datei ist beschädigt oder wurde nach dem Export verändert (die Prüfsumme stimmt nicht). Exportieren Sie sie noch einmal aus dem Original. Nichts wurde geändert.',
  'transfer.err.newer_version':
    'Die Datei stammt aus einer neueren Version der App. Aktualisieren Sie die App (einmal mit Netz neu laden) und versuchen Sie es erneut. Nichts wurde geändert.',
  'transfer.err.file_too_large':
    'Die Datei ist größer als 96 MB, mehr liest oder schreibt die Sandbox nicht. Nichts wurde geändert.',
  'transfer.err.store_full':
    'Mit dieser Datei wären die Inhalte zu groß für eine Exportdatei (höchstens 88 MB), und dann ließen sie sich nicht mehr sichern. Nichts wurde geändert. Löschen Sie zuerst Bilder oder Seiten, die Sie nicht mehr brauchen.',
  'transfer.err.capacity_reached':
    'Dieser Browser hat schon so viele Übungswelten, wie er halten kann. Beenden Sie eine oder warten Sie, bis die älteste abläuft. Nichts wurde geändert.',
  'transfer.err.not_found': 'Die Übungswelt dieses Tabs ist abgelaufen. Exportieren Sie ohne sie.',
  'transfer.err.forbidden': 'Nur die App selbst darf exportieren und importieren.',
  'transfer.err.backend':
    'Das Offline-Backend hat nicht geantwortet. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'transfer.err.other': 'Das hat nicht geklappt (Fehler {code}). Nichts wurde geändert.',
  'transfer.err.fetch_failed': 'Die Datei konnte nicht geladen werden. Prüfen Sie den Link. Nichts wurde geändert.',
  'transfer.err.from_missing': 'Der Link nennt keine Datei (?from=…).',
  'transfer.err.from_invalid': 'Der Link nennt keine gültige Adresse. Nichts wurde geladen.',
  'transfer.err.from_foreign':
    'Der Link zeigt auf eine andere Website. Szenarien werden nur von der Adresse dieser App geladen. Nichts wurde geladen.',
};

export const transferEn: Record<keyof typeof transferDe, string> = {
  'transfer.title': 'Export and import',
  'transfer.intro':
    'Save your content (pages, revisions, images, and connections without their keys) in a file and bring it back here or in another browser. Browsers may delete stored data: an export file keeps it.',
  'transfer.includeWorld':
    'Include this tab’s practice world (cases and journal; its capability never goes into the file)',
  'transfer.export': 'Export file',
  'transfer.exported': 'The file {name} is being downloaded.',
  'transfer.choose': 'Import an export file',
  'transfer.chooseHint': 'A .sandbox file. You first see what it adds or replaces, then decide.',
  'transfer.checking': 'Checking the file …',
  'transfer.previewReady': 'The file is checked. Below is what the import would do.',
  'transfer.previewTitle': 'What the import would do',
  'transfer.previewFrom': 'File of {date}, format version {version}.',
  'transfer.pagesAdded': 'New pages: {count}',
  'transfer.pagesReplaced': 'Replaced pages (the same page is here already): {count}',
  'transfer.revisions': 'Revisions in history: {count}',
  'transfer.images': 'Images: {added} new, {replaced} replaced',
  'transfer.connections':
    'Agent connections: {added} new but revoked (their keys are not in the file), {kept} here already and left as they are',
  'transfer.world':
    'A practice world with {cases#count.casesWith}, {journal#count.journalWith} and {connections#count.endedConnectionsWith}, ending at {time}. It gets a new capability; this tab then works in it.',
  'count.casesWith.one': '{count} case',
  'count.casesWith.other': '{count} cases',
  'count.journalWith.one': '{count} journal entry',
  'count.journalWith.other': '{count} journal entries',
  'count.endedConnectionsWith.one': '{count} ended agent connection',
  'count.endedConnectionsWith.other': '{count} ended agent connections',
  'count.pages.one': '{count} page',
  'count.pages.other': '{count} pages',
  'count.images.one': '{count} image',
  'count.images.other': '{count} images',
  'count.worlds.one': '{count} practice world',
  'count.worlds.other': '{count} practice worlds',
  'transfer.noWorlds': 'No practice world.',
  'transfer.projects': 'Studio projects: {count}',
  'transfer.project': '“{name}”: {files#count.files}, about {kb} KB',
  'count.files.one': '{count} file',
  'count.files.other': '{count} files',
  'transfer.projectConflict': 'A project “{name}” is here already. What should happen?',
  'transfer.projectKeepBoth': 'Keep both: the one from the file is then called “{name}”',
  'transfer.projectReplace': 'Replace the project “{name}” here with the one from the file',
  'transfer.projectsNotRun':
    'Projects are only stored. Their code runs only when you open a project in the studio and choose Run.',
  'transfer.keepsOthers': 'Everything else stays as it is.',
  'transfer.confirm': 'Import',
  'transfer.cancel': 'Cancel',
  'transfer.cancelled': 'Import cancelled. Nothing was changed.',
  'transfer.done': 'Imported: {pages#count.pages}, {images#count.images}, {worlds#count.worlds}.',
  'transfer.doneWorld': 'This tab now works in the imported practice world.',
  'transfer.openTitle': 'Open a scenario',
  'transfer.openFrom': 'File: {file}',
  'transfer.toContent': 'Go to content',
  'transfer.toWorkshop': 'Go to the workshop',
  'transfer.scenariosHeading': 'Scenarios to hand out',
  'transfer.scenariosIntro':
    'Files beside the app. The link first shows what will be imported; share it so everyone starts from the same material.',
  'transfer.scenario.content-workshop':
    'Open the content workshop: published pages, a private edit, an archived page and an image',
  'transfer.err.not_an_export':
    'This is not an export file of the offline sandbox. Choose a file the sandbox exported. Nothing was changed.',
  'transfer.err.damaged_file':
    'The file is damaged or was changed after it was exported (its checksum does not match). Export it again from the original. Nothing was changed.',
  'transfer.err.newer_version':
    'The file comes from a newer version of the app. Update the app (reload it once with a network) and try again. Nothing was changed.',
  'transfer.err.file_too_large':
    'The file is larger than 96 MB, the most the sandbox reads or writes. Nothing was changed.',
  'transfer.err.store_full':
    'With this file the content would be too large for one export file (at most 88 MB), and could then no longer be saved. Nothing was changed. Delete images or pages you no longer need first.',
  'transfer.err.capacity_reached':
    'This browser already holds as many practice worlds as it can. End one or wait until the oldest expires. Nothing was changed.',
  'transfer.err.not_found': 'This tab’s practice world has ended. Export without it.',
  'transfer.err.forbidden': 'Only the app itself may export and import.',
  'transfer.err.backend': 'The offline backend did not answer. Reload the page and try again.',
  'transfer.err.other': 'That did not work (error {code}). Nothing was changed.',
  'transfer.err.fetch_failed': 'The file could not be loaded. Check the link. Nothing was changed.',
  'transfer.err.from_missing': 'The link names no file (?from=…).',
  'transfer.err.from_invalid': 'The link does not name a valid address. Nothing was loaded.',
  'transfer.err.from_foreign':
    'The link points to another website. Scenarios are loaded only from this app’s own address. Nothing was loaded.',
};
