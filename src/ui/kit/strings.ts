/** Strings of the screen kit (German first; English must have the same keys). */
export const kitDe = {
  'kit.loading': 'Wird geladen …',
  'kit.retry': 'Erneut versuchen',
  'kit.errorSummary': 'Es gibt ein Problem',
  'kit.errorPrefix': 'Fehler:',
  'kit.titleError': 'Fehler: {title}',
  'kit.title': '{screen} – Offline-Sandbox',
  'kit.unsaved': 'Sie haben ungespeicherte Änderungen. Wenn Sie jetzt gehen, gehen sie verloren.',
  'kit.leaveTitle': 'Ohne Speichern verlassen?',
  'kit.leave': 'Verlassen und Änderungen verwerfen',
  'kit.stay': 'Bleiben und weiter bearbeiten',
  'kit.err.backend':
    'Das Offline-Backend hat nicht geantwortet. Laden Sie die Seite neu; hilft das nicht, öffnen Sie die Seite einmal mit Netz.',
  'kit.err.other': 'Das hat nicht geklappt (Fehler {code}). Versuchen Sie es noch einmal.',
  'kit.token': 'Zugangsschlüssel',
  'kit.tokenCopy': 'Schlüssel kopieren',
  'kit.tokenCopied': 'Kopiert.',
  'kit.tokenCopyFailed': 'Kopieren ging nicht. Markieren Sie den Schlüssel und kopieren Sie ihn selbst.',
};

export const kitEn: Record<keyof typeof kitDe, string> = {
  'kit.loading': 'Loading …',
  'kit.retry': 'Try again',
  'kit.errorSummary': 'There is a problem',
  'kit.errorPrefix': 'Error:',
  'kit.titleError': 'Error: {title}',
  'kit.title': '{screen} – Offline Sandbox',
  'kit.unsaved': 'You have unsaved changes. If you leave now, they will be lost.',
  'kit.leaveTitle': 'Leave without saving?',
  'kit.leave': 'Leave and discard changes',
  'kit.stay': 'Stay and keep editing',
  'kit.err.backend':
    'The offline backend did not answer. Reload the page; if that does not help, open the page once while online.',
  'kit.err.other': 'That did not work (error {code}). Try again.',
  'kit.token': 'Access key',
  'kit.tokenCopy': 'Copy key',
  'kit.tokenCopied': 'Copied.',
  'kit.tokenCopyFailed': 'Copying did not work. Select the key and copy it yourself.',
};
