/**
 * Malformed requests for every page route and every API operation: what a broken client, a scanner
 * or a pasted link sends. None of it may earn a 5xx. The route table and the OpenAPI document say
 * where to send; the names below say what loaders and actions read, so the bad values reach them.
 */

export interface FuzzRequest {
  method: string;
  /** Path and query, already percent-encoded as it goes on the wire. */
  target: string;
  /** Why this request is malformed, for the failure list. */
  label: string;
  contentType?: string;
  body?: string;
}

/** Path parameter values, as they appear percent-encoded in the path. */
const badSegments: Record<string, string> = {
  NUL: "ab%00cd",
  "non-UTF-8 byte": "%FF",
  "broken escape": "%E0%A4%A",
  "above U+00FF": "%E2%82%AC%F0%9F%98%80",
  "dot-dot": "..%2F..%2Fetc",
  "overlong number": "9".repeat(4_000),
};

/** Query and form values, decoded (encoded on the way out). */
const badValues: Record<string, string> = {
  NUL: "a\u0000b",
  "non-latin1 path": "/caf\u00e9-\u20ac-\u{1F600}",
  overlong: "x".repeat(5_000),
  "out of range": "1e309",
  "protocol-relative": "//evil.example/\u20ac",
};

/** A raw query string no encoder would produce: bytes that are not UTF-8 and broken escapes. */
const rawQueryValues = ["%FF%FE", "%E0%A4%A", "%"];

/** Query names our loaders and API handlers read (besides those the OpenAPI document lists). */
const queryNames = [
  "q",
  "page",
  "sort",
  "category",
  "search",
  "country",
  "verified",
  "minRating",
  "minPrice",
  "maxPrice",
  "minMoq",
  "maxMoq",
  "inStock",
  "supplierType",
  "businessType",
  "token",
  "productId",
  "tab",
  "step",
  "reviewsPage",
  "return",
  "returnTo",
  "redirect",
  "redirectTo",
  "reason",
  "from",
  "quantity",
  "placed",
  "order",
  "compare",
  "error",
  "viewed",
  "callbackURL",
  "paths",
  "status",
  "show",
  "w",
];

/** Form field names our actions read. */
const formNames = [
  "productId",
  "quantity",
  "source",
  "then",
  "promoCode",
  "shippingMethod",
  "email",
  "password",
  "confirmPassword",
  "name",
  "fullName",
  "token",
  "returnTo",
  "redirect",
  "rating",
  "comment",
  "vendorId",
  "userId",
  "role",
  "to",
  "respond",
  "outcome",
  "carrier",
  "trackingNumber",
  "subOrderId",
  "documentId",
  "reason",
  "firstName",
  "lastName",
  "phone",
  "city",
  "state",
  "country",
  "postalCode",
  "specialInstructions",
  "companyName",
  "buyerType",
  "businessName",
  "registrationNumber",
  "taxId",
  "website",
  "annualRevenue",
  "contactPerson",
  "address",
  "businessType",
  "operationalSince",
  "productCategories",
  "hasAcceptedTerms",
  "paymentMethod",
  "poNumber",
  "netTermsDuration",
  "bankReference",
  "message",
  "body",
  "subject",
  "topic",
  "orderNumber",
];

/**
 * The intents our actions switch on; a route is sent those its module names, so each reaches its own branch.
 */
const intents = [
  "add",
  "update",
  "remove",
  "save",
  "move",
  "clear",
  "apply-promo",
  "remove-promo",
  "shipping",
  "pay",
  "cancel",
  "delete",
  "place-order",
  "reply",
  "review",
  "save-step",
  "send",
  "upload",
  "follow",
  "unfollow",
];

const encodeForm = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const everyName = (names: readonly string[], value: string) =>
  Object.fromEntries(names.map((name) => [name, value]));

/** The path pattern with each `:param` (React Router), `{param}` (OpenAPI) or splat filled by `segment`. */
function fillPath(pattern: string, segment: string): string {
  return pattern.replace(/:[A-Za-z]+|\{[A-Za-z]+\}/g, segment).replace(/\/\*$/, `/${segment}`);
}

const hasParams = (pattern: string) => /:[A-Za-z]+|\{[A-Za-z]+\}|\/\*$/.test(pattern);

/** Malformed path parameters, sent with `method` (and an empty JSON object for methods with a body). */
function badPaths(method: string, pattern: string): FuzzRequest[] {
  if (!hasParams(pattern)) return [];
  return Object.entries(badSegments).map(([label, segment]) => ({
    method,
    target: fillPath(pattern, segment),
    label: `path ${label}`,
    ...(method === "GET" ? {} : { contentType: "application/json", body: "{}" }),
  }));
}

/**
 * GETs with malformed path parameters and query strings: a NUL and characters past U+00FF in every
 * name, the other bad values spread over the names, and bytes that are not UTF-8.
 */
function reads(pattern: string, names: readonly string[]): FuzzRequest[] {
  const path = fillPath(pattern, "x1");
  const spread = (values: readonly string[]) =>
    names.map((name, i) => `${name}=${values[i % values.length]}`).join("&");
  const others = Object.entries(badValues)
    .filter(([label]) => label !== "NUL" && label !== "non-latin1 path")
    .map(([, value]) => encodeURIComponent(value));
  return [
    ...badPaths("GET", pattern),
    { method: "GET", target: `${path}?${encodeForm(everyName(names, badValues.NUL!))}`, label: "query NUL" },
    {
      method: "GET",
      target: `${path}?${encodeForm(everyName(names, badValues["non-latin1 path"]!))}`,
      label: "query non-latin1 path",
    },
    {
      method: "GET",
      target: `${path}?${spread(others)}`,
      label: "query overlong, out of range, protocol-relative",
    },
    { method: "GET", target: `${path}?${spread(rawQueryValues)}`, label: "query not UTF-8" },
  ];
}

/** Bodies that do not parse as what their Content-Type claims, or claim nothing useful. */
const unparsableBodies: { label: string; contentType?: string; body?: string }[] = [
  { label: "truncated JSON", contentType: "application/json", body: '{"productId": "a' },
  { label: "JSON array", contentType: "application/json", body: "[1,2]" },
  { label: "multipart without boundary", contentType: "multipart/form-data", body: "intent=add" },
  {
    label: "truncated multipart",
    contentType: "multipart/form-data; boundary=xyz",
    body: '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd',
  },
  {
    label: "form with bad escapes",
    contentType: "application/x-www-form-urlencoded",
    body: "intent=%FF%FE&productId=%E0%A4%A&returnTo=%",
  },
  { label: "plain text", contentType: "text/plain", body: "intent=add" },
];

/** Values that pass the NUL check and so reach the actions themselves. */
const fieldValues = Object.entries(badValues).filter(([label]) => label !== "NUL");

/**
 * Page routes: reads, a NUL in every field, then for each intent the route's module names (and none)
 * a form with malformed values in every field, and bodies that do not parse.
 */
export function pageRequests(
  routes: readonly { path: string; hasAction: boolean; source: string }[],
): FuzzRequest[] {
  return routes.flatMap(({ path: routePath, hasAction, source }) => {
    const pattern = `/${routePath}`;
    const requests = reads(pattern, queryNames);
    if (!hasAction) return requests;
    const path = fillPath(pattern, "x1");
    const post = (label: string, fields: Record<string, string>): FuzzRequest => ({
      method: "POST",
      target: path,
      label,
      contentType: "application/x-www-form-urlencoded",
      body: encodeForm(fields),
    });
    requests.push(post("form NUL", everyName(formNames, badValues.NUL!)));
    const routeIntents = ["", ...intents.filter((intent) => source.includes(`"${intent}"`))];
    for (const intent of routeIntents) {
      for (const [label, value] of fieldValues)
        requests.push(
          post(`form ${intent || "(no intent)"} ${label}`, { ...everyName(formNames, value), intent }),
        );
    }
    for (const body of unparsableBodies) requests.push({ method: "POST", target: path, ...body });
    return requests;
  });
}

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

/**
 * API operations of the OpenAPI document (at the path's own server when it names one): reads for GETs;
 * malformed paths, JSON and bodies for the rest.
 */
export function apiRequests(document: {
  servers: { url: string }[];
  paths: Record<string, Record<string, object>>;
}): FuzzRequest[] {
  return Object.entries(document.paths).flatMap(([pattern, { servers, ...operations }]) => {
    const base = (servers as { url: string }[] | undefined)?.[0]?.url ?? document.servers[0]!.url;
    return Object.entries(operations).flatMap(([method, operation]) => {
      const { parameters = [], requestBody } = operation as Operation;
      const pathPattern = `${base}${pattern}`;
      if (method === "get")
        return reads(pathPattern, [
          ...parameters.filter((p) => p.in === "query").map((p) => p.name),
          ...queryNames,
        ]);
      const verb = method.toUpperCase();
      const path = fillPath(pathPattern, "x1");
      const fields = Object.keys(requestBody?.content["application/json"]?.schema.properties ?? {});
      const names = [...fields, ...formNames, "code"];
      const json = (label: string, value: unknown): FuzzRequest => ({
        method: verb,
        target: path,
        label: `JSON ${label}`,
        contentType: "application/json",
        body: JSON.stringify(value),
      });
      return [
        ...badPaths(verb, pathPattern),
        ...Object.entries(badValues).map(([label, value]) => json(label, everyName(names, value))),
        json("wrong types", {
          ...Object.fromEntries(names.map((name) => [name, 1e308])),
          quantity: [1],
          productId: { id: "x" },
          code: null,
        }),
        json("lone surrogate", everyName(names, "/\ud83d")),
        ...unparsableBodies.map((body) => ({ method: verb, target: path, ...body })),
      ];
    });
  });
}
