/**
 * Refusals of the workshop routes (clock, faults, scenario, journal; issue #18): each names the
 * member that was wrong (`member`) and what it may be (`allowed`), in the message too, and links the
 * guide's section on those routes (`guide`, from `section`). Never the catalogue's wording: these
 * routes have nothing to do with catalogue choices.
 */
import { ApiError } from '../http/errors.ts';
import { problem } from './problems.ts';

/** The guide's section on the workshop routes (guide.ts: `<h2 id="workshop">`). */
const WORKSHOP_SECTION = 'workshop';

/** A member's JSON type and what it may be, as the refusal says it. */
export interface MemberRule {
  type: 'string' | 'number' | 'integer';
  allowed: string;
}

/** 400 (the shape is wrong) or 422 (a value outside what is allowed), naming the member. */
export function workshopRefusal(
  code: 'malformed_request' | 'unsupported_input',
  member: string,
  allowed: string,
  what: string,
  section = WORKSHOP_SECTION,
): ApiError {
  return problem(code, `${member}: ${what}. Allowed: ${allowed}. The guide's section on this route: see "guide".`, {
    extra: { member, allowed },
    section,
  });
}

/**
 * Checks a body against the members a route takes, all required, no others: the first wrong member
 * is refused with 400 (missing, unknown, wrong type). Values are checked by the caller (422).
 */
export function checkMembers(body: unknown, rules: Record<string, MemberRule>): Record<string, unknown> {
  const names = Object.keys(rules);
  const shape = `{${names.map((name) => `"${name}"`).join(', ')}}`;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw workshopRefusal('malformed_request', 'body', `a JSON object with exactly ${shape}`, 'is not a JSON object');
  }
  const members = body as Record<string, unknown>;
  for (const name of Object.keys(members)) {
    if (!(name in rules)) {
      throw workshopRefusal('malformed_request', name, `only the members ${shape}`, 'is not a member of this body');
    }
  }
  for (const [name, rule] of Object.entries(rules)) {
    const value = members[name];
    if (value === undefined) throw workshopRefusal('malformed_request', name, rule.allowed, 'is missing');
    const fits =
      rule.type === 'string'
        ? typeof value === 'string'
        : rule.type === 'integer'
          ? Number.isInteger(value)
          : typeof value === 'number' && Number.isFinite(value);
    if (!fits) {
      throw workshopRefusal(
        'malformed_request',
        name,
        rule.allowed,
        `must be ${rule.type === 'string' ? 'a string' : rule.type === 'integer' ? 'an integer' : 'a number'} (got ${JSON.stringify(value)})`,
      );
    }
  }
  return members;
}

/**
 * Any other refusal of a workshop route (401, 403 person_required, a body that is not JSON) links
 * the section too; a body the JSON reader refused names the body as the member.
 */
export function withWorkshopSection(error: unknown, section = WORKSHOP_SECTION): unknown {
  if (!(error instanceof ApiError) || error.options.section) return error;
  const body =
    error.code === 'malformed_request' && error.options.extra?.member === undefined
      ? { member: 'body', allowed: 'a JSON object, as the guide’s Workshop section shows' }
      : {};
  return new ApiError(error.status, error.code, error.message, {
    ...error.options,
    extra: { ...error.options.extra, ...body },
    section,
  });
}
