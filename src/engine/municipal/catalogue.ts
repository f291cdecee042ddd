/**
 * The catalogue of the 16 fictional services: names, descriptions, fields and their options
 * (labels in German and English), fee rule in euro cents, outcome of submit, and whether a slot
 * is booked. The DraftInput schemas, the forms and the guide are all derived from this one table.
 */

export const SERVICE_IDS = [
  'termin',
  'umzug',
  'meldebescheinigung',
  'gewerbe',
  'hund',
  'kita',
  'wohngeld',
  'parken',
  'sperrmuell',
  'maengel',
  'bibliothek',
  'raum',
  'veranstaltung',
  'urkunde',
  'fundsache',
  'bauen',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export interface Text {
  de: string;
  en: string;
}

export interface FieldOption {
  value: string;
  label: Text;
}

export interface ServiceField {
  key: string;
  label: Text;
  /** Catalogue choices; empty for `slot`, whose values come from GET /v1/slots/{id}. */
  options: FieldOption[];
}

/** Bookings and on-the-spot services complete; applications are only received (not approved). */
export type Outcome = 'completed' | 'received';

/** A fixed fee, or one that depends on the value of one field. Amounts in euro cents. */
export type FeeRule =
  | { kind: 'fixed'; cents: number }
  | { kind: 'by_field'; field: string; cents: Record<string, number> };

export interface Service {
  id: ServiceId;
  name: Text;
  description: Text;
  outcome: Outcome;
  /** True for termin and raum: the draft names a slot offered by GET /v1/slots/{id}. */
  needsSlot: boolean;
  fee: FeeRule;
  fields: ServiceField[];
}

const t = (de: string, en: string): Text => ({ de, en });
const o = (value: string, de: string, en: string): FieldOption => ({ value, label: t(de, en) });
const field = (key: string, label: Text, options: FieldOption[]): ServiceField => ({ key, label, options });
const PERIOD = field('zeitraum', t('Tageszeit', 'Time of day'), [
  o('vormittag', 'Vormittag', 'Morning'),
  o('nachmittag', 'Nachmittag', 'Afternoon'),
  o('egal', 'Egal', 'Any time'),
]);
const SLOT = field('slot', t('Termin', 'Slot'), []);

export const SERVICES: readonly Service[] = [
  {
    id: 'termin',
    name: t('Termin im Bürgeramt', 'Appointment at the citizens’ office'),
    description: t(
      'Einen Termin für ein Anliegen im Bürgeramt buchen.',
      'Book an appointment at the citizens’ office.',
    ),
    outcome: 'completed',
    needsSlot: true,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('anliegen', t('Anliegen', 'Purpose'), [
        o('ausweis', 'Personalausweis', 'Identity card'),
        o('umzug', 'Ummeldung', 'Change of address'),
        o('beratung', 'Beratung', 'Advice'),
      ]),
      PERIOD,
      SLOT,
    ],
  },
  {
    id: 'umzug',
    name: t('Umzug melden', 'Register a move'),
    description: t('Eine neue Wohnanschrift in Neuweiler melden.', 'Register a new home address in Neuweiler.'),
    outcome: 'completed',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('adresse', t('Neue Anschrift', 'New address'), [
        o('blumen13', 'Blumenweg 13', 'Blumenweg 13'),
        o('distel7', 'Distelstraße 7', 'Distelstraße 7'),
        o('scharren4', 'Am Scharren 4', 'Am Scharren 4'),
      ]),
      field('haushalt', t('Wer zieht um?', 'Who is moving?'), [
        o('allein', 'Ich allein', 'Just me'),
        o('familie', 'Meine Familie und ich', 'My family and I'),
      ]),
    ],
  },
  {
    id: 'meldebescheinigung',
    name: t('Meldebescheinigung', 'Certificate of registration'),
    description: t(
      'Eine Bescheinigung über die gemeldete Anschrift erhalten.',
      'Get a certificate of your registered address.',
    ),
    outcome: 'completed',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 1000 },
    fields: [
      field('zweck', t('Zweck', 'Purpose'), [
        o('standard', 'Allgemein', 'General'),
        o('verein', 'Für einen Verein', 'For a club'),
        o('arbeit', 'Für den Arbeitgeber', 'For an employer'),
      ]),
    ],
  },
  {
    id: 'gewerbe',
    name: t('Gewerbe anmelden', 'Register a business'),
    description: t(
      'Einen kleinen Betrieb beim Gewerbeamt anmelden.',
      'Register a small business with the trade office.',
    ),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 2600 },
    fields: [
      field('betrieb', t('Betrieb', 'Business'), [
        o('imbiss', 'Imbiss', 'Snack bar'),
        o('werkstatt', 'Werkstatt', 'Workshop'),
        o('handel', 'Handel', 'Shop'),
      ]),
      field('betriebsart', t('Betriebsart', 'Kind of operation'), [
        o('abholung', 'Abholung', 'Collection'),
        o('vorort', 'Vor Ort', 'On site'),
        o('dienstleistung', 'Dienstleistung', 'Service'),
      ]),
    ],
  },
  {
    id: 'hund',
    name: t('Hund anmelden', 'Register a dog'),
    description: t('Einen Hund für die Hundesteuer anmelden.', 'Register a dog for the dog tax.'),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'haltung', cents: { familie: 1500, assistenz: 0 } },
    fields: [
      field('hund', t('Hund', 'Dog'), [
        o('bolivar', 'Bolivar', 'Bolivar'),
        o('pluto', 'Pluto', 'Pluto'),
        o('bello', 'Bello', 'Bello'),
      ]),
      field('haltung', t('Haltung', 'Kept as'), [
        o('familie', 'Familienhund', 'Family dog'),
        o('assistenz', 'Assistenzhund (gebührenfrei)', 'Assistance dog (free of charge)'),
      ]),
    ],
  },
  {
    id: 'kita',
    name: t('Kita-Platz', 'Childcare place'),
    description: t('Einen Betreuungsplatz in einer Kita beantragen.', 'Apply for a place in a daycare centre.'),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('einrichtung', t('Einrichtung', 'Daycare centre'), [
        o('gumpe', 'Kita An der Gumpe', 'Kita An der Gumpe'),
        o('erpel', 'Kita Erpelweg', 'Kita Erpelweg'),
        o('erfinder', 'Kita Erfinderhaus', 'Kita Erfinderhaus'),
      ]),
      field('betreuung', t('Betreuung', 'Hours'), [
        o('halbtag', 'Halbtags', 'Half day'),
        o('ganztag', 'Ganztags', 'Full day'),
      ]),
    ],
  },
  {
    id: 'wohngeld',
    name: t('Wohngeld', 'Housing benefit'),
    description: t(
      'Einen Zuschuss zur Miete oder zu den Wohnkosten beantragen.',
      'Apply for help with rent or housing costs.',
    ),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('haushalt', t('Haushalt', 'Household'), [
        o('einperson', 'Eine Person', 'One person'),
        o('familie', 'Familie', 'Family'),
        o('rente', 'Rentnerhaushalt', 'Pensioner household'),
      ]),
      field('wohnung', t('Wohnung', 'Home'), [o('miete', 'Miete', 'Rented'), o('eigentum', 'Eigentum', 'Owned')]),
    ],
  },
  {
    id: 'parken',
    name: t('Bewohnerparkausweis', 'Resident parking permit'),
    description: t('Einen Parkausweis für eine Parkzone erhalten.', 'Get a parking permit for a parking zone.'),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'fahrzeug', cents: { '313': 3000, roller: 1500, erfinder: 3000 } },
    fields: [
      field('zone', t('Parkzone', 'Parking zone'), [
        o('altstadt', 'Altstadt', 'Old town'),
        o('gumpe', 'An der Gumpe', 'An der Gumpe'),
        o('bahnhof', 'Bahnhof', 'Station'),
      ]),
      field('fahrzeug', t('Fahrzeug', 'Vehicle'), [
        o('313', 'Roter Kleinwagen (Kennzeichen 313)', 'Small red car (plate 313)'),
        o('roller', 'Motorroller', 'Scooter'),
        o('erfinder', 'Selbstgebautes Fahrzeug', 'Home-built vehicle'),
      ]),
    ],
  },
  {
    id: 'sperrmuell',
    name: t('Sperrmüll-Abholung', 'Bulky waste collection'),
    description: t('Die Abholung eines großen Gegenstands buchen.', 'Book the collection of a bulky item.'),
    outcome: 'completed',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'abholung', cents: { naechste: 2500, uebernaechste: 1500 } },
    fields: [
      field('gegenstand', t('Gegenstand', 'Item'), [
        o('sofa', 'Sofa', 'Sofa'),
        o('schrank', 'Schrank', 'Wardrobe'),
        o('tisch', 'Tisch', 'Table'),
      ]),
      field('abholung', t('Abholung', 'Collection'), [
        o('naechste', 'Nächste Woche (Express)', 'Next week (express)'),
        o('uebernaechste', 'Übernächste Woche', 'The week after next'),
      ]),
    ],
  },
  {
    id: 'maengel',
    name: t('Mangel melden', 'Report a defect'),
    description: t('Einen Schaden im öffentlichen Raum melden.', 'Report damage in a public place.'),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('ort', t('Ort', 'Place'), [
        o('bruecke', 'Gumpenbrücke', 'Gumpe bridge'),
        o('platz', 'Marktplatz', 'Market square'),
        o('bahnhof', 'Bahnhofsvorplatz', 'Station forecourt'),
      ]),
      field('mangel', t('Mangel', 'Defect'), [
        o('leuchte', 'Straßenleuchte defekt', 'Street light broken'),
        o('schlagloch', 'Schlagloch', 'Pothole'),
        o('papierkorb', 'Papierkorb voll', 'Litter bin full'),
      ]),
    ],
  },
  {
    id: 'bibliothek',
    name: t('Bibliotheksausweis', 'Library card'),
    description: t('Einen Ausweis der Stadtbibliothek erhalten.', 'Get a card for the town library.'),
    outcome: 'completed',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'tarif', cents: { jahr: 2000, probe: 0 } },
    fields: [
      field('tarif', t('Tarif', 'Plan'), [
        o('jahr', 'Jahresausweis', 'One year'),
        o('probe', 'Probemonat (gebührenfrei)', 'Trial month (free of charge)'),
      ]),
      field('interesse', t('Interesse', 'Interest'), [
        o('comic', 'Comics', 'Comics'),
        o('wissen', 'Sachbücher', 'Non-fiction'),
        o('roman', 'Romane', 'Novels'),
      ]),
    ],
  },
  {
    id: 'raum',
    name: t('Raum mieten', 'Rent a room'),
    description: t('Einen Raum im Bürgerhaus stundenweise buchen.', 'Book a room in the community centre by the hour.'),
    outcome: 'completed',
    needsSlot: true,
    fee: { kind: 'by_field', field: 'raum', cents: { saal: 4000, werkstatt: 2500, musik: 1500 } },
    fields: [
      field('raum', t('Raum', 'Room'), [
        o('saal', 'Großer Saal', 'Main hall'),
        o('werkstatt', 'Werkstattraum', 'Workshop room'),
        o('musik', 'Musikraum', 'Music room'),
      ]),
      PERIOD,
      SLOT,
    ],
  },
  {
    id: 'veranstaltung',
    name: t('Veranstaltung anmelden', 'Register an event'),
    description: t('Eine Veranstaltung im öffentlichen Raum anmelden.', 'Register an event in a public place.'),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 5000 },
    fields: [
      field('art', t('Art', 'Kind'), [
        o('strassenfest', 'Straßenfest', 'Street party'),
        o('markt', 'Markt', 'Market'),
        o('verein', 'Vereinsfest', 'Club event'),
      ]),
      field('ort', t('Ort', 'Place'), [
        o('erpelplatz', 'Erpelplatz', 'Erpelplatz'),
        o('ufer', 'Gumpenufer', 'Gumpe riverside'),
        o('buergerhaus', 'Vor dem Bürgerhaus', 'In front of the community centre'),
      ]),
    ],
  },
  {
    id: 'urkunde',
    name: t('Urkunde bestellen', 'Order a certificate'),
    description: t('Eine Personenstandsurkunde bestellen.', 'Order a civil status certificate.'),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 1200 },
    fields: [
      field('art', t('Urkunde', 'Certificate'), [
        o('geburt', 'Geburtsurkunde', 'Birth certificate'),
        o('heirat', 'Eheurkunde', 'Marriage certificate'),
        o('register', 'Auszug aus dem Register', 'Register extract'),
      ]),
    ],
  },
  {
    id: 'fundsache',
    name: t('Fundsache melden', 'Report lost property'),
    description: t(
      'Einen verlorenen Gegenstand beim Fundbüro melden.',
      'Report a lost item to the lost-property office.',
    ),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('gegenstand', t('Gegenstand', 'Item'), [
        o('schirm', 'Regenschirm', 'Umbrella'),
        o('schluessel', 'Schlüssel', 'Keys'),
        o('hut', 'Hut', 'Hat'),
      ]),
      field('ort', t('Verloren bei', 'Lost near'), [
        o('bahnhof', 'Bahnhof', 'Station'),
        o('gumpe', 'An der Gumpe', 'An der Gumpe'),
        o('erpel', 'Erpelweg', 'Erpelweg'),
      ]),
    ],
  },
  {
    id: 'bauen',
    name: t('Bauantrag', 'Building permit'),
    description: t('Eine Genehmigung für ein Bauvorhaben beantragen.', 'Apply for a permit for a building project.'),
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'vorhaben', cents: { anbau: 15000, werkstatt: 20000, solar: 5000 } },
    fields: [
      field('vorhaben', t('Vorhaben', 'Project'), [
        o('anbau', 'Anbau', 'Extension'),
        o('werkstatt', 'Werkstatt', 'Workshop'),
        o('solar', 'Solaranlage', 'Solar panels'),
      ]),
      field('lage', t('Lage', 'Location'), [
        o('altstadt', 'Altstadt', 'Old town'),
        o('wohngebiet', 'Wohngebiet', 'Residential area'),
        o('gewerbe', 'Gewerbegebiet', 'Industrial area'),
      ]),
    ],
  },
];

const BY_ID = new Map<string, Service>(SERVICES.map((service) => [service.id, service]));

export function findService(id: string): Service | undefined {
  return BY_ID.get(id);
}

/** The fee of a case in euro cents, from the service's rule and the chosen values. */
export function feeFor(service: Service, fields: Record<string, string>): number {
  if (service.fee.kind === 'fixed') return service.fee.cents;
  return service.fee.cents[fields[service.fee.field] ?? ''] ?? 0;
}

/** Made once: `toLocaleString` builds a new formatter on every call (tens of µs in a worker). */
const GERMAN_INTEGER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** `1250` -> `12,50 €` (German formatting, as on the forms and receipts). */
/** A fee in words for people: `gebührenfrei` when there is nothing to pay, else `12,50 €`. */
export function feeWords(cents: number): string {
  return cents === 0 ? 'gebührenfrei' : euroText(cents);
}

export function euroText(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${GERMAN_INTEGER.format(euros)},${rest} €`;
}

export function optionLabel(service: Service, key: string, value: string): Text | undefined {
  return service.fields.find((f) => f.key === key)?.options.find((option) => option.value === value)?.label;
}
