// The page's words in German and English. The page follows `?lang=de|en` in its address when given, else
// the browser's language (navigator.languages): German when the browser prefers German, English
// otherwise. Copy the pattern, not the texts.

const ASKED = new URLSearchParams(location.search).get('lang');

/** 'de' or 'en': the address's `?lang=`, else the browser's preferred languages. */
export const LANG =
  ASKED === 'de' || ASKED === 'en'
    ? ASKED
    : (navigator.languages?.[0] ?? navigator.language ?? 'en').toLowerCase().startsWith('de')
      ? 'de'
      : 'en';

const LOCALE = LANG === 'de' ? 'de-DE' : 'en-GB';

/** A fee as people read it: "gebührenfrei" / "free of charge" when there is nothing to pay, else "15,00 €". */
export function feeText(cents) {
  if (cents === 0) return WORDS.free;
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A service's fee rule in words: fixed, or one fee per choice of a field (with the choice's label). */
export function feeRuleText(service) {
  const fee = service.fee;
  if (fee.kind === 'fixed') return feeText(fee.cents);
  const field = service.fields.find((f) => f.key === fee.field);
  return Object.entries(fee.cents)
    .map(([value, cents]) => {
      const label = field?.options.find((o) => o.value === value)?.label[LANG] ?? value;
      return `${label}: ${feeText(cents)}`;
    })
    .join('; ');
}

/** A date and time in the page's language. */
export function dateTimeText(iso) {
  return new Date(iso).toLocaleString(LOCALE, { timeZone: 'Europe/Berlin' });
}

const ALL = {
  en: {
    pageTitle: 'Book a fictional service – reference frontend of the offline sandbox',
    heading: 'Book a fictional service',
    note: 'A reference frontend of the offline sandbox, in plain HTML and JavaScript. Everything is fictional and runs in this browser: no real authority, identity check, payment or decision is involved. How the API works:',
    guide: 'the guide',
    connecting: 'Connecting to the sandbox…',
    worldHeading: '1. A world of your own',
    worldIntro: "A session opens an isolated demo world for 24 hours. Its capability stays in this page's memory only.",
    openWorld: 'Open a world',
    openNewWorld: 'Open a new world',
    draftHeading: '2. Choose and fill in',
    service: 'Service',
    person: 'Person (a synthetic profile)',
    makeDraft: 'Prepare the draft for review',
    reviewHeading: '3. Review and confirm',
    reviewIntro: 'Nothing has been submitted yet. Check every detail.',
    confirm: 'I have checked these details and want to submit exactly this version.',
    submit: 'Submit',
    resultHeading: '4. Result',
    receipt: 'Download the receipt (PDF)',
    again: 'Book another service',
    free: 'free of charge',
    ready: (count) => `Sandbox ready: ${count} services.`,
    worldOpen: (until) => `Your world is open until ${until}.`,
    chooseService: 'World open: choose a service.',
    fee: 'Fee',
    received: 'Submitting records a request; it is not an approval.',
    completed: 'Submitting completes the booking at once.',
    retry: (attempt) =>
      `The answer was lost; sending the same request again with the same Idempotency-Key (attempt ${attempt}).`,
    refused: 'The sandbox refused the request.',
    sandboxSays: (message) => `The sandbox says: ${message}`,
    whatMeans: (code) => `What ${code} means, in the guide`,
    noAnswer: 'No answer',
    wentWrong: 'Something went wrong: see the explanation below.',
    preparing: 'Preparing the draft…',
    berlin: '(Berlin time)',
    rowService: 'Service',
    rowPerson: 'Person',
    rowNewAddress: 'New address',
    rowAfter: 'After submitting',
    afterReceived: 'a received request (not an approval)',
    afterCompleted: 'completed at once',
    rowValid: 'Review valid until',
    reviewNow: 'Review the draft. Nothing is submitted until you confirm.',
    submitting: 'Submitting the reviewed version…',
    resultReceived: (number) =>
      `Received: your request ${number} is recorded. This is not an approval; a real authority would decide later.`,
    resultCompleted: (name, number) => `Completed: ${name}, receipt ${number}.`,
    submitted: (state) => `Submitted: the case is ${state}.`,
    receiptFile: 'receipt',
    downloaded: 'The receipt was downloaded.',
    chooseAgain: 'Choose a service.',
  },
  de: {
    pageTitle: 'Eine fiktive Dienstleistung buchen – Referenz-Frontend der Offline-Sandbox',
    heading: 'Eine fiktive Dienstleistung buchen',
    note: 'Ein Referenz-Frontend der Offline-Sandbox, in einfachem HTML und JavaScript. Alles ist erfunden und läuft in diesem Browser: keine echte Behörde, keine Identitätsprüfung, keine Zahlung, keine Entscheidung. Wie die API funktioniert:',
    guide: 'die Anleitung',
    connecting: 'Verbindung zur Sandbox wird hergestellt …',
    worldHeading: '1. Eine eigene Welt',
    worldIntro:
      'Eine Sitzung öffnet eine abgeschottete Übungswelt für 24 Stunden. Ihr Zugang bleibt nur im Speicher dieser Seite.',
    openWorld: 'Eine Welt öffnen',
    openNewWorld: 'Eine neue Welt öffnen',
    draftHeading: '2. Wählen und ausfüllen',
    service: 'Dienstleistung',
    person: 'Person (ein erfundenes Profil)',
    makeDraft: 'Entwurf zur Prüfung vorbereiten',
    reviewHeading: '3. Prüfen und bestätigen',
    reviewIntro: 'Noch ist nichts abgesendet. Prüfen Sie jede Angabe.',
    confirm: 'Ich habe die Angaben geprüft und möchte genau diese Fassung absenden.',
    submit: 'Absenden',
    resultHeading: '4. Ergebnis',
    receipt: 'Quittung herunterladen (PDF)',
    again: 'Eine weitere Dienstleistung buchen',
    free: 'gebührenfrei',
    ready: (count) => `Sandbox bereit: ${count} Dienstleistungen.`,
    worldOpen: (until) => `Ihre Welt ist offen bis ${until}.`,
    chooseService: 'Welt offen: wählen Sie eine Dienstleistung.',
    fee: 'Gebühr',
    received: 'Das Absenden erfasst einen Antrag; das ist keine Genehmigung.',
    completed: 'Das Absenden erledigt die Buchung sofort.',
    retry: (attempt) =>
      `Die Antwort ging verloren; dieselbe Anfrage wird mit demselben Idempotency-Key erneut gesendet (Versuch ${attempt}).`,
    refused: 'Die Sandbox hat die Anfrage abgelehnt.',
    sandboxSays: (message) => `Die Sandbox sagt (englisch): ${message}`,
    whatMeans: (code) => `Was ${code} bedeutet, in der Anleitung`,
    noAnswer: 'Keine Antwort',
    wentWrong: 'Etwas ist schiefgegangen: die Erklärung steht unten.',
    preparing: 'Der Entwurf wird vorbereitet …',
    berlin: '(Berliner Zeit)',
    rowService: 'Dienstleistung',
    rowPerson: 'Person',
    rowNewAddress: 'Neue Anschrift',
    rowAfter: 'Nach dem Absenden',
    afterReceived: 'ein eingegangener Antrag (keine Genehmigung)',
    afterCompleted: 'sofort erledigt',
    rowValid: 'Prüfung gültig bis',
    reviewNow: 'Prüfen Sie den Entwurf. Nichts wird abgesendet, bevor Sie bestätigen.',
    submitting: 'Die geprüfte Fassung wird abgesendet …',
    resultReceived: (number) =>
      `Eingegangen: Ihr Antrag ${number} ist erfasst. Das ist keine Genehmigung; eine echte Behörde würde später entscheiden.`,
    resultCompleted: (name, number) => `Erledigt: ${name}, Quittung ${number}.`,
    submitted: (state) => `Abgesendet: der Vorgang ist ${state === 'received' ? 'eingegangen' : 'erledigt'}.`,
    receiptFile: 'quittung',
    downloaded: 'Die Quittung wurde heruntergeladen.',
    chooseAgain: 'Wählen Sie eine Dienstleistung.',
  },
};

export const WORDS = ALL[LANG];

/** Puts the page's fixed texts (elements with data-text="key") in the page's language. */
export function translatePage() {
  document.documentElement.lang = LANG;
  document.title = WORDS.pageTitle;
  for (const element of document.querySelectorAll('[data-text]')) {
    element.textContent = WORDS[element.dataset.text];
  }
}
