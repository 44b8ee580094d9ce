// Response builders shared by the fake network and the feature fakes.
export const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

/** An RFC 9457 problem as the API sends it (errors: per-field rule breaks of a form). */
export const problem = (
  status: number,
  code: string,
  title: string,
  errors?: { field: string; code: string; params?: Record<string, string | number | boolean> }[],
  /** Details the client's message needs (counts, names). */
  params?: Record<string, string | number | boolean>,
) =>
  json(
    status,
    {
      type: 'about:blank',
      title,
      status,
      code,
      ...(errors ? { errors } : {}),
      ...(params ? { params } : {}),
    },
    'application/problem+json',
  );
