// The reference frontend's page: open a world, choose a service, prepare a draft, show the review, ask
// for explicit confirmation, submit the reviewed version, offer the receipt. Every text from the API is
// set with textContent, never as HTML.
import { ApiProblem, call, connect, newKey, SANDBOX } from './api.js';
import { ERROR_HELP, NO_ANSWER } from './errors.js';

/** The world's capability. In this variable only: never in a URL, storage, a log or the page. */
let token;
/** GET /v1/services, by id. */
let services = new Map();
/** The draft request last sent: its key is reused while the payload is the same (a lost answer). */
let pending;
/** The case under review, and the key of its submit (the same key if the submit is sent again). */
let review;
let submitKey;
/** The submitted case. */
let result;

const $ = (id) => document.getElementById(id);

function status(text) {
  $('status').textContent = text;
}

function onRetry(attempt) {
  status(`The answer was lost; sending the same request again with the same Idempotency-Key (attempt ${attempt}).`);
}

/** Explains an error: what it means, what to do, the sandbox's own message and the guide's section. */
function showProblem(error) {
  const box = $('problem');
  box.replaceChildren();
  const title = document.createElement('strong');
  const text = document.createElement('p');
  if (error instanceof ApiProblem) {
    title.textContent = `${error.code} (status ${error.status})`;
    text.textContent = ERROR_HELP[error.code] ?? 'The sandbox refused the request.';
    const detail = document.createElement('p');
    detail.textContent = `The sandbox says: ${error.message}`;
    const link = document.createElement('a');
    link.href = error.type ?? new URL(`v1/guide#error-${error.code}`, SANDBOX).href;
    link.textContent = `What ${error.code} means, in the guide`;
    box.append(title, text, detail, link);
  } else {
    title.textContent = 'No answer';
    text.textContent = NO_ANSWER;
    box.append(title, text);
  }
  box.hidden = false;
  status('Something went wrong: see the explanation below.');
}

function clearProblem() {
  $('problem').hidden = true;
}

/** Runs an action with its button disabled, showing any error. */
async function run(button, action) {
  button.disabled = true;
  clearProblem();
  try {
    await action();
  } catch (error) {
    showProblem(error);
  } finally {
    button.disabled = false;
  }
}

function option(value, label) {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = label;
  return element;
}

/** This page's own files: fetched again once it is controlled, so the worker keeps them for offline use. */
const OWN_FILES = ['./', 'app.js', 'api.js', 'errors.js', 'style.css'];

async function start() {
  const controlledAtLoad = Boolean(navigator.serviceWorker?.controller);
  await connect();
  // A first visit that installed the worker was loaded from the network directly: nothing is kept yet.
  if (!controlledAtLoad) await Promise.all(OWN_FILES.map((file) => fetch(file).catch(() => undefined)));
  const [catalogue, people] = await Promise.all([call('v1/services'), call('v1/profiles')]);
  services = new Map(catalogue.services.map((service) => [service.id, service]));
  $('service').replaceChildren(...catalogue.services.map((service) => option(service.id, service.name.en)));
  $('profile').replaceChildren(...people.profiles.map((person) => option(person.id, person.name)));
  $('open-world').disabled = false;
  status(`Sandbox ready: ${catalogue.services.length} services.`);
}

async function openWorld() {
  const session = await call('v1/sessions', { method: 'POST', body: {} });
  token = session.token;
  $('world').textContent = `Your world is open until ${new Date(session.expires_at).toLocaleString('en-GB')}.`;
  $('open-world').textContent = 'Open a new world';
  showOnly('draft-section');
  await renderFields();
  status('World open: choose a service.');
}

/** One select per field of the chosen service; the slot's options come from GET /v1/slots/{id}. */
async function renderFields() {
  const service = services.get($('service').value);
  $('service-info').textContent =
    `${service.description.en} Fee: ${service.fee.text}. ` +
    (service.outcome === 'received'
      ? 'Submitting records a request; it is not an approval.'
      : 'Submitting completes the booking at once.');
  const rows = service.fields.map((field) => {
    const label = document.createElement('label');
    label.htmlFor = `field-${field.key}`;
    label.textContent = field.label.en;
    const select = document.createElement('select');
    select.id = `field-${field.key}`;
    select.dataset.key = field.key;
    for (const choice of field.options ?? []) select.append(option(choice.value, choice.label.en));
    if (field.key !== 'slot') select.addEventListener('change', () => run($('make-draft'), () => loadSlots(service)));
    return [label, select];
  });
  $('fields').replaceChildren(...rows.flat());
  await loadSlots(service);
}

async function loadSlots(service) {
  const select = $('field-slot');
  if (!service.needs_slot || !select) return;
  const query = new URLSearchParams({ period: $('field-zeitraum')?.value ?? 'egal' });
  if (service.id === 'raum') query.set('resource', $('field-raum').value);
  const offered = await call(`v1/slots/${service.id}?${query}`, { token });
  const field = service.fields.find((f) => f.key === 'slot');
  select.replaceChildren(...offered.slots.map((slot) => option(slot, choiceText(field, slot))));
}

async function makeDraft() {
  const fields = {};
  for (const select of $('fields').querySelectorAll('select')) fields[select.dataset.key] = select.value;
  const payload = { service: $('service').value, profile: $('profile').value, fields };
  const json = JSON.stringify(payload);
  // The same payload after a lost answer keeps its key: the sandbox replays the case it made.
  if (pending?.json !== json) pending = { json, key: newKey() };
  status('Preparing the draft…');
  review = await call('v1/drafts', {
    method: 'POST',
    token,
    body: payload,
    idempotencyKey: pending.key,
    onRetry,
  });
  pending = undefined;
  submitKey = newKey();
  showReview();
}

/** The English label of the value the case holds (the API's details carry the German labels). */
function choiceText(field, value) {
  if (field.key === 'slot') return `${value.replace('T', ' ')} (Berlin time)`;
  return field.options.find((choice) => choice.value === value)?.label.en ?? value;
}

function showReview() {
  const service = services.get(review.service);
  const rows = [
    ['Service', service.name.en],
    ['Person', `${review.profile.name}, ${review.profile.address}`],
    ...service.fields.map((field) => [field.label.en, choiceText(field, review.details[field.key])]),
    ...(review.details.new_address ? [['New address', review.details.new_address]] : []),
    ['Fee', review.details.fee_text],
    [
      'After submitting',
      review.details.outcome === 'received' ? 'a received request (not an approval)' : 'completed at once',
    ],
    ['Review valid until', new Date(review.expires_at).toLocaleString('en-GB')],
  ];
  $('review').replaceChildren(
    ...rows.flatMap(([term, value]) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = value;
      return [dt, dd];
    }),
  );
  $('confirm').checked = false;
  $('submit').disabled = true;
  showOnly('review-section');
  status('Review the draft. Nothing is submitted until you confirm.');
}

async function submit() {
  // Rule 1 of the API: never submit without the person's explicit confirmation of this review.
  if (!$('confirm').checked) return;
  status('Submitting the reviewed version…');
  result = await call(`v1/drafts/${review.id}/submit`, {
    method: 'POST',
    token,
    body: { version: review.version, confirmed: true },
    idempotencyKey: submitKey,
    onRetry,
  });
  $('result').textContent =
    result.state === 'received'
      ? `Received: your request ${result.receipt.number} is recorded. This is not an approval; a real authority would decide later.`
      : `Completed: ${services.get(result.service).name.en}, receipt ${result.receipt.number}.`;
  showOnly('result-section');
  status(`Submitted: the case is ${result.state}.`);
}

async function downloadReceipt() {
  const pdf = await call(result.receipt.url, { token });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(pdf);
  link.download = `receipt-${result.receipt.number}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  status('The receipt was downloaded.');
}

function showOnly(id) {
  for (const section of ['draft-section', 'review-section', 'result-section']) $(section).hidden = section !== id;
}

$('open-world').addEventListener('click', (event) => run(event.currentTarget, openWorld));
$('service').addEventListener('change', () => run($('make-draft'), renderFields));
$('draft-form').addEventListener('submit', (event) => {
  event.preventDefault();
  run($('make-draft'), makeDraft);
});
$('confirm').addEventListener('change', () => {
  $('submit').disabled = !$('confirm').checked;
});
$('submit').addEventListener('click', (event) =>
  run(event.currentTarget, submit).then(() => {
    $('submit').disabled = !$('confirm').checked;
  }),
);
$('receipt').addEventListener('click', (event) => run(event.currentTarget, downloadReceipt));
$('again').addEventListener('click', () => {
  showOnly('draft-section');
  status('Choose a service.');
});

start().catch(showProblem);
