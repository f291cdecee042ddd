// The reference frontend's page: open a world, choose a service, prepare a draft, show the review, ask
// for explicit confirmation, submit the reviewed version, offer the receipt. Every text from the API is
// set with textContent, never as HTML.
import { ApiProblem, call, connect, HOSTED, newKey, SANDBOX } from './api.js';
import { ERROR_HELP, NO_ANSWER } from './errors.js';
import { dateTimeText, feeRuleText, feeText, LANG, translatePage, WORDS } from './words.js';

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
  status(WORDS.retry(attempt));
}

/** Explains an error: what it means, what to do, the sandbox's own message and the guide's section. */
function showProblem(error) {
  const box = $('problem');
  box.replaceChildren();
  const title = document.createElement('strong');
  const text = document.createElement('p');
  if (error instanceof ApiProblem) {
    title.textContent = `${error.code} (status ${error.status})`;
    text.textContent = ERROR_HELP[error.code] ?? WORDS.refused;
    const detail = document.createElement('p');
    detail.textContent = WORDS.sandboxSays(error.message);
    const link = document.createElement('a');
    link.href = error.type ?? new URL(`v1/guide#error-${error.code}`, SANDBOX).href;
    link.textContent = WORDS.whatMeans(error.code);
    box.append(title, text, detail, link);
  } else {
    title.textContent = WORDS.noAnswer;
    text.textContent = NO_ANSWER;
    box.append(title, text);
  }
  box.hidden = false;
  status(WORDS.wentWrong);
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
const OWN_FILES = ['./', 'app.js', 'api.js', 'errors.js', 'words.js', 'style.css'];

async function start() {
  const controlledAtLoad = HOSTED || Boolean(navigator.serviceWorker?.controller);
  await connect();
  // A first visit that installed the worker was loaded from the network directly: nothing is kept yet.
  if (!controlledAtLoad) await Promise.all(OWN_FILES.map((file) => fetch(file).catch(() => undefined)));
  const [catalogue, people] = await Promise.all([call('v1/services'), call('v1/profiles')]);
  services = new Map(catalogue.services.map((service) => [service.id, service]));
  $('service').replaceChildren(...catalogue.services.map((service) => option(service.id, service.name[LANG])));
  $('profile').replaceChildren(...people.profiles.map((person) => option(person.id, person.name)));
  $('open-world').disabled = false;
  status(WORDS.ready(catalogue.services.length));
}

async function openWorld() {
  const session = await call('v1/sessions', { method: 'POST', body: {} });
  token = session.token;
  $('world').textContent = WORDS.worldOpen(dateTimeText(session.expires_at));
  $('open-world').textContent = WORDS.openNewWorld;
  showOnly('draft-section');
  await renderFields();
  status(WORDS.chooseService);
}

/** One select per field of the chosen service; the slot's options come from GET /v1/slots/{id}. */
async function renderFields() {
  const service = services.get($('service').value);
  $('service-info').textContent =
    `${service.description[LANG]} ${WORDS.fee}: ${feeRuleText(service)}. ` +
    (service.outcome === 'received' ? WORDS.received : WORDS.completed);
  const rows = service.fields.map((field) => {
    const label = document.createElement('label');
    label.htmlFor = `field-${field.key}`;
    label.textContent = field.label[LANG];
    const select = document.createElement('select');
    select.id = `field-${field.key}`;
    select.dataset.key = field.key;
    for (const choice of field.options ?? []) select.append(option(choice.value, choice.label[LANG]));
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
  status(WORDS.preparing);
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

/** The label of the value the case holds in the page's language (the API's details carry German labels). */
function choiceText(field, value) {
  if (field.key === 'slot') return `${value.replace('T', ' ')} ${WORDS.berlin}`;
  return field.options.find((choice) => choice.value === value)?.label[LANG] ?? value;
}

/** The sandbox's town is fictional in both languages. */
function localAddress(address) {
  return LANG === 'en' ? address.replace('(fiktiv)', '(fictional)') : address;
}

function showReview() {
  const service = services.get(review.service);
  const rows = [
    [WORDS.rowService, service.name[LANG]],
    [WORDS.rowPerson, `${review.profile.name}, ${localAddress(review.profile.address)}`],
    ...service.fields.map((field) => [field.label[LANG], choiceText(field, review.details[field.key])]),
    ...(review.details.new_address ? [[WORDS.rowNewAddress, localAddress(review.details.new_address)]] : []),
    // The fee from its cents, in the page's language: a free service says so in words.
    [WORDS.fee, feeText(review.fee)],
    [WORDS.rowAfter, review.details.outcome === 'received' ? WORDS.afterReceived : WORDS.afterCompleted],
    [WORDS.rowValid, dateTimeText(review.expires_at)],
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
  status(WORDS.reviewNow);
}

async function submit() {
  // Rule 1 of the API: never submit without the person's explicit confirmation of this review.
  if (!$('confirm').checked) return;
  status(WORDS.submitting);
  result = await call(`v1/drafts/${review.id}/submit`, {
    method: 'POST',
    token,
    body: { version: review.version, confirmed: true },
    idempotencyKey: submitKey,
    onRetry,
  });
  $('result').textContent =
    result.state === 'received'
      ? WORDS.resultReceived(result.receipt.number)
      : WORDS.resultCompleted(services.get(result.service).name[LANG], result.receipt.number);
  showOnly('result-section');
  status(WORDS.submitted(result.state));
}

async function downloadReceipt() {
  // The receipt in the page's language (?lang=de|en).
  const url = new URL(result.receipt.url, SANDBOX);
  url.searchParams.set('lang', LANG);
  const pdf = await call(url.href, { token });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(pdf);
  link.download = `${WORDS.receiptFile}-${result.receipt.number}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  status(WORDS.downloaded);
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
  status(WORDS.chooseAgain);
});

translatePage();
start().catch(showProblem);
