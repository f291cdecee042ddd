/**
 * The catalogue of the 16 fictional services: names, descriptions, fields and their options
 * (labels in German and English), fee rule in euro cents, outcome of submit, and whether a slot
 * is booked. The DraftInput schemas, the forms and the guide are all derived from this one table.
 */

import type { Words } from '../words.ts';

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

interface FieldOption {
  value: string;
  label: Words;
}

interface ServiceField {
  key: string;
  label: Words;
  /** Catalogue choices; empty for `slot`, whose values come from GET /v1/slots/{id}. */
  options: FieldOption[];
}

/** Bookings and on-the-spot services complete; applications are only received (not approved). */
type Outcome = 'completed' | 'received';

/** A fixed fee, or one that depends on the value of one field. Amounts in euro cents. */
export type FeeRule =
  | { kind: 'fixed'; cents: number }
  | { kind: 'by_field'; field: string; cents: Record<string, number> };

export interface Service {
  id: ServiceId;
  name: Words;
  description: Words;
  outcome: Outcome;
  /** True for termin and raum: the draft names a slot offered by GET /v1/slots/{id}. */
  needsSlot: boolean;
  fee: FeeRule;
  fields: ServiceField[];
}

const o = (value: string, label: Words): FieldOption => ({ value, label });
const field = (key: string, label: Words, options: FieldOption[]): ServiceField => ({ key, label, options });
const PERIOD = field('zeitraum', { de: 'Tageszeit', en: 'Time of day' }, [
  o('vormittag', { de: 'Vormittag', en: 'Morning' }),
  o('nachmittag', { de: 'Nachmittag', en: 'Afternoon' }),
  o('egal', { de: 'Egal', en: 'Any time' }),
]);
const SLOT = field('slot', { de: 'Termin', en: 'Slot' }, []);

export const SERVICES: readonly Service[] = [
  {
    id: 'termin',
    name: { de: 'Termin im Bürgeramt', en: 'Appointment at the citizens’ office' },
    description: {
      de: 'Einen Termin für ein Anliegen im Bürgeramt buchen.',
      en: 'Book an appointment at the citizens’ office.',
    },
    outcome: 'completed',
    needsSlot: true,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('anliegen', { de: 'Anliegen', en: 'Purpose' }, [
        o('ausweis', { de: 'Personalausweis', en: 'Identity card' }),
        o('umzug', { de: 'Ummeldung', en: 'Change of address' }),
        o('beratung', { de: 'Beratung', en: 'Advice' }),
      ]),
      PERIOD,
      SLOT,
    ],
  },
  {
    id: 'umzug',
    name: { de: 'Umzug melden', en: 'Register a move' },
    description: {
      de: 'Eine neue Wohnanschrift in Neuweiler melden.',
      en: 'Register a new home address in Neuweiler.',
    },
    outcome: 'completed',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('adresse', { de: 'Neue Anschrift', en: 'New address' }, [
        o('blumen13', { de: 'Blumenweg 13', en: 'Blumenweg 13' }),
        o('distel7', { de: 'Distelstraße 7', en: 'Distelstraße 7' }),
        o('scharren4', { de: 'Am Scharren 4', en: 'Am Scharren 4' }),
      ]),
      field('haushalt', { de: 'Wer zieht um?', en: 'Who is moving?' }, [
        o('allein', { de: 'Ich allein', en: 'Just me' }),
        o('familie', { de: 'Meine Familie und ich', en: 'My family and I' }),
      ]),
    ],
  },
  {
    id: 'meldebescheinigung',
    name: { de: 'Meldebescheinigung', en: 'Certificate of registration' },
    description: {
      de: 'Eine Bescheinigung über die gemeldete Anschrift erhalten.',
      en: 'Get a certificate of your registered address.',
    },
    outcome: 'completed',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 1000 },
    fields: [
      field('zweck', { de: 'Zweck', en: 'Purpose' }, [
        o('standard', { de: 'Allgemein', en: 'General' }),
        o('verein', { de: 'Für einen Verein', en: 'For a club' }),
        o('arbeit', { de: 'Für den Arbeitgeber', en: 'For an employer' }),
      ]),
    ],
  },
  {
    id: 'gewerbe',
    name: { de: 'Gewerbe anmelden', en: 'Register a business' },
    description: {
      de: 'Einen kleinen Betrieb beim Gewerbeamt anmelden.',
      en: 'Register a small business with the trade office.',
    },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 2600 },
    fields: [
      field('betrieb', { de: 'Betrieb', en: 'Business' }, [
        o('imbiss', { de: 'Imbiss', en: 'Snack bar' }),
        o('werkstatt', { de: 'Werkstatt', en: 'Workshop' }),
        o('handel', { de: 'Handel', en: 'Shop' }),
      ]),
      field('betriebsart', { de: 'Betriebsart', en: 'Kind of operation' }, [
        o('abholung', { de: 'Abholung', en: 'Collection' }),
        o('vorort', { de: 'Vor Ort', en: 'On site' }),
        o('dienstleistung', { de: 'Dienstleistung', en: 'Service' }),
      ]),
    ],
  },
  {
    id: 'hund',
    name: { de: 'Hund anmelden', en: 'Register a dog' },
    description: { de: 'Einen Hund für die Hundesteuer anmelden.', en: 'Register a dog for the dog tax.' },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'haltung', cents: { familie: 1500, assistenz: 0 } },
    fields: [
      field('hund', { de: 'Hund', en: 'Dog' }, [
        o('bolivar', { de: 'Bolivar', en: 'Bolivar' }),
        o('pluto', { de: 'Pluto', en: 'Pluto' }),
        o('bello', { de: 'Bello', en: 'Bello' }),
      ]),
      field('haltung', { de: 'Haltung', en: 'Kept as' }, [
        o('familie', { de: 'Familienhund', en: 'Family dog' }),
        o('assistenz', { de: 'Assistenzhund (gebührenfrei)', en: 'Assistance dog (free of charge)' }),
      ]),
    ],
  },
  {
    id: 'kita',
    name: { de: 'Kita-Platz', en: 'Childcare place' },
    description: {
      de: 'Einen Betreuungsplatz in einer Kita beantragen.',
      en: 'Apply for a place in a daycare centre.',
    },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('einrichtung', { de: 'Einrichtung', en: 'Daycare centre' }, [
        o('gumpe', { de: 'Kita An der Gumpe', en: 'Kita An der Gumpe' }),
        o('erpel', { de: 'Kita Erpelweg', en: 'Kita Erpelweg' }),
        o('erfinder', { de: 'Kita Erfinderhaus', en: 'Kita Erfinderhaus' }),
      ]),
      field('betreuung', { de: 'Betreuung', en: 'Hours' }, [
        o('halbtag', { de: 'Halbtags', en: 'Half day' }),
        o('ganztag', { de: 'Ganztags', en: 'Full day' }),
      ]),
    ],
  },
  {
    id: 'wohngeld',
    name: { de: 'Wohngeld', en: 'Housing benefit' },
    description: {
      de: 'Einen Zuschuss zur Miete oder zu den Wohnkosten beantragen.',
      en: 'Apply for help with rent or housing costs.',
    },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('haushalt', { de: 'Haushalt', en: 'Household' }, [
        o('einperson', { de: 'Eine Person', en: 'One person' }),
        o('familie', { de: 'Familie', en: 'Family' }),
        o('rente', { de: 'Rentnerhaushalt', en: 'Pensioner household' }),
      ]),
      field('wohnung', { de: 'Wohnung', en: 'Home' }, [
        o('miete', { de: 'Miete', en: 'Rented' }),
        o('eigentum', { de: 'Eigentum', en: 'Owned' }),
      ]),
    ],
  },
  {
    id: 'parken',
    name: { de: 'Bewohnerparkausweis', en: 'Resident parking permit' },
    description: {
      de: 'Einen Parkausweis für eine Parkzone erhalten.',
      en: 'Get a parking permit for a parking zone.',
    },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'fahrzeug', cents: { '313': 3000, roller: 1500, erfinder: 3000 } },
    fields: [
      field('zone', { de: 'Parkzone', en: 'Parking zone' }, [
        o('altstadt', { de: 'Altstadt', en: 'Old town' }),
        o('gumpe', { de: 'An der Gumpe', en: 'An der Gumpe' }),
        o('bahnhof', { de: 'Bahnhof', en: 'Station' }),
      ]),
      field('fahrzeug', { de: 'Fahrzeug', en: 'Vehicle' }, [
        o('313', { de: 'Roter Kleinwagen (Kennzeichen 313)', en: 'Small red car (plate 313)' }),
        o('roller', { de: 'Motorroller', en: 'Scooter' }),
        o('erfinder', { de: 'Selbstgebautes Fahrzeug', en: 'Home-built vehicle' }),
      ]),
    ],
  },
  {
    id: 'sperrmuell',
    name: { de: 'Sperrmüll-Abholung', en: 'Bulky waste collection' },
    description: { de: 'Die Abholung eines großen Gegenstands buchen.', en: 'Book the collection of a bulky item.' },
    outcome: 'completed',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'abholung', cents: { naechste: 2500, uebernaechste: 1500 } },
    fields: [
      field('gegenstand', { de: 'Gegenstand', en: 'Item' }, [
        o('sofa', { de: 'Sofa', en: 'Sofa' }),
        o('schrank', { de: 'Schrank', en: 'Wardrobe' }),
        o('tisch', { de: 'Tisch', en: 'Table' }),
      ]),
      field('abholung', { de: 'Abholung', en: 'Collection' }, [
        o('naechste', { de: 'Nächste Woche (Express)', en: 'Next week (express)' }),
        o('uebernaechste', { de: 'Übernächste Woche', en: 'The week after next' }),
      ]),
    ],
  },
  {
    id: 'maengel',
    name: { de: 'Mangel melden', en: 'Report a defect' },
    description: { de: 'Einen Schaden im öffentlichen Raum melden.', en: 'Report damage in a public place.' },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('ort', { de: 'Ort', en: 'Place' }, [
        o('bruecke', { de: 'Gumpenbrücke', en: 'Gumpe bridge' }),
        o('platz', { de: 'Marktplatz', en: 'Market square' }),
        o('bahnhof', { de: 'Bahnhofsvorplatz', en: 'Station forecourt' }),
      ]),
      field('mangel', { de: 'Mangel', en: 'Defect' }, [
        o('leuchte', { de: 'Straßenleuchte defekt', en: 'Street light broken' }),
        o('schlagloch', { de: 'Schlagloch', en: 'Pothole' }),
        o('papierkorb', { de: 'Papierkorb voll', en: 'Litter bin full' }),
      ]),
    ],
  },
  {
    id: 'bibliothek',
    name: { de: 'Bibliotheksausweis', en: 'Library card' },
    description: { de: 'Einen Ausweis der Stadtbibliothek erhalten.', en: 'Get a card for the town library.' },
    outcome: 'completed',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'tarif', cents: { jahr: 2000, probe: 0 } },
    fields: [
      field('tarif', { de: 'Tarif', en: 'Plan' }, [
        o('jahr', { de: 'Jahresausweis', en: 'One year' }),
        o('probe', { de: 'Probemonat (gebührenfrei)', en: 'Trial month (free of charge)' }),
      ]),
      field('interesse', { de: 'Interesse', en: 'Interest' }, [
        o('comic', { de: 'Comics', en: 'Comics' }),
        o('wissen', { de: 'Sachbücher', en: 'Non-fiction' }),
        o('roman', { de: 'Romane', en: 'Novels' }),
      ]),
    ],
  },
  {
    id: 'raum',
    name: { de: 'Raum mieten', en: 'Rent a room' },
    description: {
      de: 'Einen Raum im Bürgerhaus stundenweise buchen.',
      en: 'Book a room in the community centre by the hour.',
    },
    outcome: 'completed',
    needsSlot: true,
    fee: { kind: 'by_field', field: 'raum', cents: { saal: 4000, werkstatt: 2500, musik: 1500 } },
    fields: [
      field('raum', { de: 'Raum', en: 'Room' }, [
        o('saal', { de: 'Großer Saal', en: 'Main hall' }),
        o('werkstatt', { de: 'Werkstattraum', en: 'Workshop room' }),
        o('musik', { de: 'Musikraum', en: 'Music room' }),
      ]),
      PERIOD,
      SLOT,
    ],
  },
  {
    id: 'veranstaltung',
    name: { de: 'Veranstaltung anmelden', en: 'Register an event' },
    description: {
      de: 'Eine Veranstaltung im öffentlichen Raum anmelden.',
      en: 'Register an event in a public place.',
    },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 5000 },
    fields: [
      field('art', { de: 'Art', en: 'Kind' }, [
        o('strassenfest', { de: 'Straßenfest', en: 'Street party' }),
        o('markt', { de: 'Markt', en: 'Market' }),
        o('verein', { de: 'Vereinsfest', en: 'Club event' }),
      ]),
      field('ort', { de: 'Ort', en: 'Place' }, [
        o('erpelplatz', { de: 'Erpelplatz', en: 'Erpelplatz' }),
        o('ufer', { de: 'Gumpenufer', en: 'Gumpe riverside' }),
        o('buergerhaus', { de: 'Vor dem Bürgerhaus', en: 'In front of the community centre' }),
      ]),
    ],
  },
  {
    id: 'urkunde',
    name: { de: 'Urkunde bestellen', en: 'Order a certificate' },
    description: { de: 'Eine Personenstandsurkunde bestellen.', en: 'Order a civil status certificate.' },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 1200 },
    fields: [
      field('art', { de: 'Urkunde', en: 'Certificate' }, [
        o('geburt', { de: 'Geburtsurkunde', en: 'Birth certificate' }),
        o('heirat', { de: 'Eheurkunde', en: 'Marriage certificate' }),
        o('register', { de: 'Auszug aus dem Register', en: 'Register extract' }),
      ]),
    ],
  },
  {
    id: 'fundsache',
    name: { de: 'Fundsache melden', en: 'Report lost property' },
    description: {
      de: 'Einen verlorenen Gegenstand beim Fundbüro melden.',
      en: 'Report a lost item to the lost-property office.',
    },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'fixed', cents: 0 },
    fields: [
      field('gegenstand', { de: 'Gegenstand', en: 'Item' }, [
        o('schirm', { de: 'Regenschirm', en: 'Umbrella' }),
        o('schluessel', { de: 'Schlüssel', en: 'Keys' }),
        o('hut', { de: 'Hut', en: 'Hat' }),
      ]),
      field('ort', { de: 'Verloren bei', en: 'Lost near' }, [
        o('bahnhof', { de: 'Bahnhof', en: 'Station' }),
        o('gumpe', { de: 'An der Gumpe', en: 'An der Gumpe' }),
        o('erpel', { de: 'Erpelweg', en: 'Erpelweg' }),
      ]),
    ],
  },
  {
    id: 'bauen',
    name: { de: 'Bauantrag', en: 'Building permit' },
    description: {
      de: 'Eine Genehmigung für ein Bauvorhaben beantragen.',
      en: 'Apply for a permit for a building project.',
    },
    outcome: 'received',
    needsSlot: false,
    fee: { kind: 'by_field', field: 'vorhaben', cents: { anbau: 15000, werkstatt: 20000, solar: 5000 } },
    fields: [
      field('vorhaben', { de: 'Vorhaben', en: 'Project' }, [
        o('anbau', { de: 'Anbau', en: 'Extension' }),
        o('werkstatt', { de: 'Werkstatt', en: 'Workshop' }),
        o('solar', { de: 'Solaranlage', en: 'Solar panels' }),
      ]),
      field('lage', { de: 'Lage', en: 'Location' }, [
        o('altstadt', { de: 'Altstadt', en: 'Old town' }),
        o('wohngebiet', { de: 'Wohngebiet', en: 'Residential area' }),
        o('gewerbe', { de: 'Gewerbegebiet', en: 'Industrial area' }),
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

export function optionLabel(service: Service, key: string, value: string): Words | undefined {
  return service.fields.find((f) => f.key === key)?.options.find((option) => option.value === value)?.label;
}
