/**
 * Strings of the QR code pieces (QrImage, QrEnlarge), shared by the room's pages and the hand-in:
 * they come with those chunks, not with the app's start (German first; English has the same keys).
 */
import { defineWords } from '../i18n/define-words.ts';

const de = {
  'qr.enlarge': 'Code vergrößern',
  'qr.enlargeLabel': 'Code vergrößern: {label}',
  'qr.show': 'QR-Code zeigen',
  'qr.showLabel': 'QR-Code zeigen: {label}',
  'qr.enlargedHint': 'Groß zum Scannen von der anderen Seite des Tischs. Esc schließt.',
  'qr.close': 'Schließen',
};

const en: Record<keyof typeof de, string> = {
  'qr.enlarge': 'Enlarge code',
  'qr.enlargeLabel': 'Enlarge code: {label}',
  'qr.show': 'Show the QR code',
  'qr.showLabel': 'Show the QR code: {label}',
  'qr.enlargedHint': 'Large, to scan from across the table. Escape closes.',
  'qr.close': 'Close',
};

/** The QR pieces' dictionary: `tq('qr.enlargeLabel', { label })` in the current language. */
export const qrWords = defineWords({ de, en });
export const { t: tq } = qrWords;
