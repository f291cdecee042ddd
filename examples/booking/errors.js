// What each error code of the municipal API means for the person using this page, and what to do.
// The same codes, with the API's view, are in the guide: {base}v1/guide#error-<code>.

export const ERROR_HELP = {
  malformed_request: 'The request was not well formed. This is a bug of this page; reload it and try again.',
  unauthorized: 'Your world has expired or is unknown (a world lasts 24 hours). Open a new world.',
  not_found: 'This service or case does not exist in your world. Start again from the list of services.',
  stale_version:
    'The case changed after you reviewed it, or it is no longer in review. Look at the review again and confirm the current version.',
  review_expired: 'The 15 minutes to review this draft have passed. Prepare a new draft and review it again.',
  booking_conflict: 'This time is not offered any more: someone booked it. Choose another time.',
  profile_changed:
    "The person's address changed since the draft was prepared (a completed move). Prepare a new draft and review it again.",
  idempotency_key_reused:
    'This page sent a different request under a key it had used before. This is a bug of this page; reload it.',
  not_cancellable: 'Only cases in review and completed bookings can be cancelled; a received request cannot.',
  no_receipt: 'This case has no receipt yet: receipts are issued when a case is submitted.',
  unsupported_input: 'A value is not one of the catalogue choices. Choose again from the lists.',
  capacity_reached:
    'Your world holds the most cases it can (40), or this browser holds the most worlds it can. Open a new world, or wait as the message says.',
  method_not_allowed: 'The sandbox does not offer this action at this address. This is a bug of this page.',
  payload_too_large: 'The request was too large for the sandbox. This is a bug of this page.',
  pdf_unavailable:
    'The PDF could not be made: the sandbox keeps its PDF maker after the app was opened once with a network. Open the app with a network, then try again.',
  documents_unavailable:
    'The service descriptions could not be loaded: the sandbox keeps them after the app was opened once with a network. Open the app with a network, then try again.',
  build_mismatch:
    'The sandbox is in the middle of an update: its parts come from two versions. Reload the app once with a network, then try again.',
  services_unavailable:
    'The sandbox could not start its services: it keeps them after the app was opened once with a network. Open the app with a network, then try again.',
  person_required:
    'Only the person can do this (cancel a case, or manage agent connections), not an agent connection. Use the world’s own access, in the app.',
  rate_limited:
    'The sandbox asked this page to slow down (a practice fault a facilitator switched on). This page waited and tried again; try once more in a moment.',
  unavailable:
    'The sandbox was unavailable for a moment (a practice fault) and did nothing. This page tried again; try once more.',
  answer_lost:
    'Your step was saved, but its answer was lost (a practice fault). This page sent it again with the same key, so nothing is made twice; try once more if you still see this.',
  internal_error: 'The sandbox hit an unexpected error. Reload the page; if it happens again, open a new world.',
};

/** What the page says when the sandbox did not answer at all. */
export const NO_ANSWER =
  'The sandbox did not answer, even after trying again. Reload the page; if the sandbox app was never opened in this browser, open it once with a network.';
