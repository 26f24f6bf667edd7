/**
 * The REST API over HTTP, called as an outside client calls it (the benchmarks and the tests that
 * run the server as a process of its own). `cookie` is the first cookie the response set, ready to
 * send back.
 */
export interface ApiAnswer {
  status: number;
  ok: boolean;
  json: Record<string, unknown>;
  cookie: string | null;
  ms: number;
}

export async function apiCall(
  origin: string,
  path: string,
  { method = "GET", body, cookie }: { method?: string; body?: unknown; cookie?: string | null } = {},
): Promise<ApiAnswer> {
  const started = performance.now();
  const response = await fetch(origin + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  const setCookie = response.headers.get("set-cookie");
  return {
    status: response.status,
    ok: response.ok,
    json,
    cookie: setCookie ? setCookie.split(";")[0]! : null,
    ms: performance.now() - started,
  };
}

/** A guest's shipping step, valid as it stands. */
export function guestShipping(email: string) {
  return {
    firstName: "Test",
    lastName: "Buyer",
    address1: "1 Marina Road",
    city: "Lagos",
    state: "Lagos",
    postalCode: "101001",
    country: "NG",
    phone: "+2348000000000",
    email,
  };
}
