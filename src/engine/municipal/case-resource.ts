/** A case as the API shows it: exactly the fields of the spec's Case table. */
import { berlinIso, slotLabel } from '../berlin-time.ts';
import { feeWords, findService, optionLabel, type Service } from './catalogue.ts';
import type { Case } from './contract.ts';
import { addressText, findProfile, fullName } from './profiles.ts';
import type { CaseRow } from './stores.ts';

/** `base` is the site's base path, for the receipt's URL. */
export function caseResource(row: CaseRow, base: string): Case {
  const service = findService(row.service) as Service;
  return {
    id: row.id,
    service: service.id,
    state: row.state,
    version: row.version,
    profile: profileSnapshot(row),
    details: caseDetails(row, service),
    fee: row.fee,
    receipt: row.receipt
      ? { number: row.receipt.number, issued_at: berlinIso(row.receipt.issuedAt), url: receiptPath(base, row.id) }
      : null,
    can_cancel: row.state === 'review' || row.state === 'completed',
    demo: true,
    // The review's end; an expired review keeps its state and shows a past expires_at.
    ...(row.state === 'review' ? { expires_at: berlinIso(row.reviewExpiresAt) } : {}),
    ...(row.state === 'review' && row.confirmationRequest
      ? {
          awaiting_confirmation: {
            by: row.confirmationRequest.name,
            requested_at: berlinIso(row.confirmationRequest.at),
          },
        }
      : {}),
    ...(row.state === 'cancelled' && row.confirmationRequest?.declinedAt !== undefined
      ? {
          confirmation_declined: {
            by: row.confirmationRequest.name,
            requested_at: berlinIso(row.confirmationRequest.at),
            declined_at: berlinIso(row.confirmationRequest.declinedAt),
          },
        }
      : {}),
  };
}

function receiptPath(base: string, caseId: string): string {
  return `${base}v1/drafts/${caseId}/receipt`;
}

function profileSnapshot(row: CaseRow) {
  const profile = findProfile(row.profileId);
  return {
    id: row.profileId,
    name: profile ? fullName(profile) : row.profileId,
    address: addressText(row.profileAddress),
  };
}

/**
 * The chosen values and what the sandbox derived from them, all as strings (German labels). The
 * person and address are in `profile`; they are not repeated here (a list of 40 cases stays small).
 */
function caseDetails(row: CaseRow, service: Service): Record<string, string> {
  const details: Record<string, string> = { service_name: service.name.de };
  for (const field of service.fields) {
    const value = row.fields[field.key] ?? '';
    details[field.key] = value;
    details[`${field.key}_label`] =
      field.key === 'slot' ? slotLabel(value) : (optionLabel(service, field.key, value)?.de ?? value);
  }
  if (service.id === 'umzug') details.new_address = addressText(row.fields.adresse ?? '');
  details.fee_text = feeWords(row.fee);
  details.outcome = service.outcome;
  return details;
}
