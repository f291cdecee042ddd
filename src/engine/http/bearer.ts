/** Reads a bearer credential from the Authorization header. */

/**
 * The credential of `Authorization: Bearer <token>` when it has the expected form, else undefined.
 * The scheme is case-insensitive (RFC 9110 11.1): `bearer` and `BEARER` work like `Bearer`.
 */
export function bearerToken(request: Request, form: RegExp): string | undefined {
  const match = /^bearer +(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  const token = match?.[1];
  return token && form.test(token) ? token : undefined;
}
