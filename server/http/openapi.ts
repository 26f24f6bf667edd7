import { detailsSchemas } from "#common/checkout-steps";
import { defaultLocale } from "#common/format";
import {
  defaultRfqQuantity,
  maxRfqAttachments,
  maxRfqQuantity,
  maxRfqShortTextLength,
  maxRfqTextLength,
  maxRfqVendors,
} from "#common/rfq";
import { searchSorts } from "#common/search";
import {
  additionalDocumentField,
  maxAdditionalTradeAssuranceDocuments,
  tradeAssuranceBusinessTypes,
  tradeAssuranceCategories,
} from "#common/trade-assurance";

/** JSON Schema fragments for the API's shapes; money is integer minor units with an ISO currency. */
const pageOf = (item: object) => ({
  type: "object",
  required: ["rows", "total", "page", "pageSize"],
  properties: {
    rows: { type: "array", items: item },
    total: { type: "integer" },
    page: { type: "integer" },
    pageSize: { type: "integer" },
  },
});

/** Product lists count exactly up to 1,000 matches, and always 10 pages past the one asked for. */
const productPageOf = (item: object) => {
  const page = pageOf(item);
  return {
    ...page,
    required: [...page.required, "totalIsLowerBound"],
    properties: {
      ...page.properties,
      totalIsLowerBound: { type: "boolean", description: "More products match than total" },
    },
  };
};

const productCard = {
  type: "object",
  required: [
    "id",
    "name",
    "price",
    "currency",
    "vendor",
    "moq",
    "stockQuantity",
    "ratingAverage",
    "ratingCount",
    "isNew",
    "createdAt",
  ],
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    price: { type: "integer", description: "Minor units (kobo for NGN)" },
    currency: { type: "string", example: "NGN" },
    imageKey: { type: ["string", "null"], description: "GET /media/{imageKey}?w=&q= serves it" },
    imageAlt: { type: ["string", "null"] },
    vendor: {
      type: "object",
      properties: {
        id: { type: "string" },
        businessName: { type: "string" },
        verified: { type: "boolean" },
        tradeAssured: { type: "boolean", description: "The vendor carries the Trade Assurance badge" },
        countryCode: { type: "string" },
        supplierType: { type: "string" },
      },
    },
    category: {
      type: ["object", "null"],
      properties: { slug: { type: "string" }, name: { type: "string" } },
    },
    ratingAverage: { type: "number" },
    ratingCount: { type: "integer" },
    moq: { type: "integer" },
    stockQuantity: { type: "integer" },
    createdAt: { type: "string", format: "date-time" },
    isNew: { type: "boolean" },
    sampleAvailable: { type: "boolean" },
    discountPercentage: { type: "integer" },
  },
};

const vendorCard = {
  type: "object",
  required: [
    "id",
    "businessName",
    "verified",
    "premium",
    "countryCode",
    "countryName",
    "rating",
    "ratingCount",
    "productCount",
  ],
  properties: {
    id: { type: "string" },
    businessName: { type: "string" },
    logoKey: { type: ["string", "null"], description: "GET /media/{logoKey}?w=&q= serves it" },
    coverKey: { type: ["string", "null"] },
    verified: { type: "boolean" },
    tradeAssured: { type: "boolean", description: "The vendor carries the Trade Assurance badge" },
    premium: { type: "boolean" },
    countryCode: { type: "string" },
    countryName: { type: "string" },
    city: { type: "string" },
    businessType: { type: "string" },
    description: { type: "string", description: "At most 240 characters" },
    rating: {
      type: "number",
      description: "Average over the reviews of its listed products, one decimal; 0 without reviews",
    },
    ratingCount: { type: "integer" },
    productCount: { type: "integer", description: "Listed products" },
  },
};

const error = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        fieldErrors: { type: "object", additionalProperties: { type: "string" } },
      },
    },
  },
};

const query = (name: string, description: string, schema: object = { type: "string" }) => ({
  name,
  in: "query",
  required: false,
  description,
  schema,
});
const pageParameter = query("page", "Page number, from 1; anything malformed reads as 1", {
  type: "integer",
  minimum: 1,
});
const json = (schema: object, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});
const errors = {
  "400": json(error, "Invalid input"),
  "401": json(error, "Not signed in"),
  "403": json(error, "Not allowed"),
  "429": json(error, "Too many requests"),
};

const productFilters = [
  query("q", "Plain text inside the name or description"),
  query("category", "Category slug"),
  query("minPrice", "Whole naira", { type: "integer" }),
  query("maxPrice", "Whole naira", { type: "integer" }),
  query("minMoq", "Minimum order quantity at least", { type: "integer" }),
  query("maxMoq", "Minimum order quantity at most", { type: "integer" }),
  query("availability", "in_stock for products with stock", { type: "string", enum: ["in_stock"] }),
  query("country", "Two-letter country of origin"),
  query("verified", "true for verified vendors only"),
  query("supplierType", "Vendor supplier type"),
  query("minRating", "Minimum average rating, 1–5", { type: "number" }),
];

/** Lists that page by keyset: each page names the next; rows added meanwhile never repeat or shift one out. */
const cursorParameter = query(
  "cursor",
  "The nextCursor of the page before (opaque); leave out for the first page. An edited or foreign cursor is a 400.",
);
const cursorPage = (key: string, item: object) => ({
  type: "object",
  required: [key, "nextCursor"],
  properties: {
    [key]: { type: "array", items: item },
    nextCursor: {
      type: ["string", "null"],
      description: "Send as ?cursor= for the next page; null at the end",
    },
  },
});
/** Validators for GET: the ETag goes back as If-None-Match, and an unchanged answer is a 304 without a body. */
const notModified = { description: "Not modified: the If-None-Match ETag is current" };
const ifNoneMatch = {
  name: "If-None-Match",
  in: "header",
  required: false,
  description: "An ETag from an earlier answer; 304 when it is still current",
  schema: { type: "string" },
};
const cacheHeaders = (cacheControl: string) => ({
  ETag: { schema: { type: "string" }, description: "Weak validator of this answer" },
  "Cache-Control": { schema: { type: "string", example: cacheControl } },
});
/** A GET every visitor sees alike: public for a minute, with an ETag. */
const publicRead = (schema: object, extra: Record<string, object> = {}) => ({
  "200": { ...json(schema), headers: cacheHeaders("public, max-age=60") },
  "304": notModified,
  ...extra,
});
/** A GET about the signed-in user: never stored, with an ETag. */
const privateRead = (schema: object, extra: Record<string, object> = {}) => ({
  "200": { ...json(schema), headers: cacheHeaders("private, no-store") },
  "304": notModified,
  "401": errors["401"],
  ...extra,
});
const idPath = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });

const ladderStep = {
  type: "object",
  properties: { minQuantity: { type: "integer" }, percentOff: { type: "number" } },
};
const cartLine = {
  type: "object",
  properties: {
    productId: { type: "string" },
    name: { type: "string" },
    price: { type: "integer", description: "List price per unit, minor units" },
    currency: { type: "string" },
    moq: { type: "integer" },
    stockQuantity: { type: "integer" },
    quantity: { type: "integer" },
    unitPrice: { type: "integer", description: "Price per unit at this quantity (ladder applied)" },
    lineTotal: { type: "integer" },
    step: { oneOf: [ladderStep, { type: "null" }] },
    stockProblem: { type: ["string", "null"], description: "Set when the stock fell below the quantity" },
    quote: {
      description:
        "Set on a line priced by an accepted quote: its id, and why it can no longer be ordered (or null). The quantity is the quote's and cannot be changed",
      oneOf: [
        {
          type: "object",
          properties: { id: { type: "string" }, problem: { type: ["string", "null"] } },
        },
        { type: "null" },
      ],
    },
    lineKey: {
      type: "string",
      description: "Tells apart the product's lines with different customization ('' for none)",
    },
    customization: {
      type: "array",
      description: "The options chosen for this line, judged and priced again on every read",
      items: {
        type: "object",
        properties: {
          optionName: { type: "string", example: "Size" },
          shown: {
            type: "string",
            description: "The chosen value's label, the option's name, or the text",
            example: "2XL",
          },
          perUnit: { type: "integer", description: "Extra per unit, minor units", example: 250_000 },
          setupCost: {
            type: "integer",
            description: "One-off set-up, spread over the line's units",
            example: 0,
          },
        },
      },
    },
    customizationUnitCost: {
      type: "integer",
      description:
        "The customization's share of unitPrice: per-unit extras plus set-up costs spread over the quantity",
    },
    customizationProblem: {
      type: ["string", "null"],
      description: "Set when the vendor has since changed the options so this choice is no longer offered",
    },
  },
};
const cart = {
  type: "object",
  required: ["cart"],
  properties: {
    cart: {
      type: "object",
      properties: {
        cartId: { type: ["string", "null"] },
        items: { type: "array", items: cartLine },
        saved: { type: "array", items: cartLine, description: "Saved for later: not priced or ordered" },
        shippingMethod: { type: "string" },
        shippingMethods: { type: "array", items: { type: "object" } },
        promoCode: { type: ["string", "null"] },
        pricing: {
          type: "object",
          description: "From the one pricing engine: what checkout charges. Minor units.",
          properties: Object.fromEntries(
            [
              "units",
              "listSubtotal",
              "subtotal",
              "volumeSavings",
              "discountableSubtotal",
              "corporateDiscount",
              "promoDiscount",
              "shipping",
              "tax",
              "total",
            ].map((name) => [name, { type: "integer" }]),
          ),
        },
        vat: {
          type: "object",
          description:
            "The VAT rate priced: the destination country's own rate, else the platform's fallback rate (also while checkout has no shipping address yet).",
          properties: {
            ratePercent: { type: "number" },
            destination: {
              type: ["string", "null"],
              description: "Country code of the saved shipping address",
            },
          },
        },
        defaultLadder: { type: "array", items: ladderStep },
      },
    },
  },
};
const productIdPath = { name: "productId", in: "path", required: true, schema: { type: "string" } };
const lineKeyQuery = {
  name: "lineKey",
  in: "query",
  required: false,
  description:
    "Which of the product's lines: the line's lineKey as the cart answers it; absent or empty for the line without customization",
  schema: { type: "string", default: "" },
};
const lineParameters = [productIdPath, lineKeyQuery];
const jsonRequest = (properties: Record<string, object>, required: string[]) => ({
  required: true,
  content: { "application/json": { schema: { type: "object", required, properties } } },
});
const cartChange = (summary: string, extra: object = {}) => ({
  summary,
  ...extra,
  responses: { "200": json(cart), "400": errors["400"], "404": json(error, "Not in the cart") },
});

/** Any step as JSON; the payment step also as a multipart form, to send the purchase-order document with it. */
const checkoutStepJson = jsonRequest(
  {
    shippingMethod: {
      type: "string",
      description: "Shipping step only: a method the cart qualifies for, see /cart",
    },
  },
  [],
);
const checkoutStepRequest = {
  ...checkoutStepJson,
  content: {
    ...checkoutStepJson.content,
    "multipart/form-data": {
      schema: {
        type: "object",
        description:
          "Payment step only (other steps answer 400): the step's fields as form fields, and with paymentMethod purchase_order the buyer's purchase-order document. At most 11 MB in all",
        required: ["paymentMethod"],
        properties: {
          paymentMethod: { type: "string", example: "purchase_order" },
          poNumber: { type: "string", description: "Required with purchase_order" },
          netTermsDuration: { type: "string", description: "Required with net_terms" },
          bankReference: { type: "string" },
          poDocument: {
            type: "string",
            contentMediaType: "application/octet-stream",
            description:
              "With purchase_order, signed in only: a PDF, DOC or DOCX file of at most 10 MB, judged by its bytes; it replaces the cart's earlier one",
          },
        },
      },
    },
  },
};

const orderIdPath = { name: "id", in: "path", required: true, schema: { type: "string" } };
const orderPaths = {
  "/checkout/{step}": {
    put: {
      summary:
        "Save a checkout step (shipping, business, payment) with the same rules as the checkout page; business needs an account. The shipping step may name the cart's shipping method: the step and the method are saved together or not at all",
      parameters: [
        {
          name: "step",
          in: "path",
          required: true,
          schema: { type: "string", enum: Object.keys(detailsSchemas) },
        },
      ],
      requestBody: checkoutStepRequest,
      responses: {
        "200": json({ type: "object" }),
        "400": errors["400"],
        "404": json(error, "No such step"),
        "409": json(error, "Your cart is empty"),
        "413": json(error, "Over 11 MB (multipart payment step) or 1 MB (any other body)"),
        "429": json(error, "Too many uploads from this client in an hour"),
      },
    },
  },
  "/orders": {
    get: {
      summary: "The signed-in buyer's orders, newest first, 10 a page",
      parameters: [pageParameter],
      responses: { "200": json(pageOf({ type: "object" })), "401": errors["401"] },
    },
    post: {
      summary:
        "Place the order for the caller's cart (re-priced on the server); card and mobile money answer with the payment page in nextUrl",
      requestBody: jsonRequest(
        {
          expectedTotal: {
            type: "integer",
            minimum: 0,
            description:
              "The total the buyer reviewed, in minor units (required: refused with 400 without it); refused with 409 if the order now costs something else",
          },
        },
        ["expectedTotal"],
      ),
      responses: {
        "201": json({ type: "object", properties: { order: { type: "object" } } }),
        "400": errors["400"],
        "403": errors["403"],
        "409": json(error, "Stock, total or cart changed"),
        "503": json(
          error,
          "Database unavailable; send it again: a cart that was ordered is empty, so the order cannot be placed twice",
        ),
      },
    },
  },
  "/orders/{id}": {
    get: {
      summary:
        "One order with its vendors' parts, items and history (the buyer, or ?token= from a guest order)",
      parameters: [orderIdPath, query("token", "A guest order's tracking token")],
      responses: { "200": json({ type: "object" }), "404": json(error, "Order not found") },
    },
  },
  "/orders/{id}/cancel": {
    post: {
      summary: "Cancel the parts that have not shipped; their stock comes back",
      parameters: [orderIdPath],
      responses: {
        "200": json({ type: "object" }),
        "401": errors["401"],
        "404": json(error, "Order not found"),
        "409": json(error, "Already shipped"),
      },
    },
  },
};

const addCartItemSchema = jsonRequest(
  {
    productId: { type: "string" },
    quantity: { type: "integer", minimum: 1, maximum: 1_000_000 },
    customization: {
      type: "object",
      description: 'Option id → value id (select), "on" (checkbox) or text',
      additionalProperties: { type: "string" },
    },
  },
  ["productId", "quantity"],
);
const addCartItemRequest = {
  ...addCartItemSchema,
  content: {
    "application/json": {
      ...addCartItemSchema.content["application/json"],
      example: {
        productId: "prd_hibiscus-ankara-wrap-dress",
        quantity: 50,
        customization: {
          "opt_hibiscus-ankara-wrap-dress_1": "val_hibiscus-ankara-wrap-dress_1_5",
          "opt_hibiscus-ankara-wrap-dress_2": "ACME STORES",
        },
      },
    },
  },
};

/** The caller's cart: the session's, or a guest's by the signed cookie the first add sets. */
const cartPaths = {
  "/cart": {
    get: {
      summary: "The caller's priced cart (empty when they have none)",
      responses: { "200": json(cart) },
    },
  },
  "/cart/items": {
    post: {
      summary:
        "Add units of a product (checks minimum order and stock; sets the guest cart cookie on a guest's first add)",
      description:
        'The same product with a different customization is a separate line. Customization names options by id: a select takes one of its value ids, a checkbox "on", a text option the words (at most its maximum length, else 100). A refused answer is a 400 whose fieldErrors name `customization.<optionId>`.',
      requestBody: addCartItemRequest,
      responses: {
        "201": json(cart),
        "400": errors["400"],
        "404": json(error, "Product not found"),
        "409": json(error, "Not enough stock available"),
      },
    },
    delete: cartChange("Empty the cart (saved items stay)"),
  },
  "/cart/items/{productId}": {
    patch: cartChange("Set a line's quantity", {
      parameters: lineParameters,
      requestBody: jsonRequest({ quantity: { type: "integer", minimum: 1 } }, ["quantity"]),
    }),
    delete: cartChange("Remove a line from the cart or the saved list", { parameters: lineParameters }),
  },
  "/cart/items/{productId}/save-for-later": {
    post: cartChange("Move a line to Saved for Later", { parameters: lineParameters }),
  },
  "/cart/saved/{productId}/move-to-cart": {
    post: cartChange("Move a saved line back into the cart (checks stock)", { parameters: lineParameters }),
  },
  "/cart/promo-code": {
    put: cartChange("Apply a promo code (only current promotions)", {
      requestBody: jsonRequest({ code: { type: "string" } }, ["code"]),
    }),
    delete: cartChange("Remove the promo code"),
  },
  "/cart/shipping-method": {
    put: cartChange("Choose a shipping method the cart qualifies for", {
      requestBody: jsonRequest({ code: { type: "string" } }, ["code"]),
    }),
  },
};

const binary = (description: string) => ({ type: "string", format: "binary", description });

/**
 * The Trade Assurance application: at its own address outside /api/v1 (a path-level server), one
 * multipart form with every field and paper, 10 MB a file, 81 MB in all.
 */
const tradeAssurancePaths = {
  "/trade-assurance/apply": {
    servers: [{ url: "/api" }],
    post: {
      summary:
        "A store's owner applies for Trade Assurance (signed in; one pending or approved application per store)",
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: [
                "businessName",
                "registrationNumber",
                "country",
                "contactPerson",
                "email",
                "phone",
                "address",
                "businessType",
                "operationalSince",
                "annualRevenue",
                "productCategories",
                "hasAcceptedTerms",
                "registrationDoc",
                "taxDoc",
                "bankStatement",
              ],
              properties: {
                businessName: { type: "string", minLength: 2 },
                registrationNumber: { type: "string", minLength: 1 },
                country: { type: "string", description: "Two-letter country code" },
                contactPerson: { type: "string", minLength: 2 },
                email: { type: "string", format: "email" },
                phone: { type: "string", minLength: 6 },
                address: { type: "string", minLength: 5 },
                businessType: { type: "string", enum: [...tradeAssuranceBusinessTypes] },
                operationalSince: {
                  type: "string",
                  format: "date",
                  description: "ISO date, not in the future",
                },
                annualRevenue: { type: "number", minimum: 0, description: "US dollars a year" },
                productCategories: {
                  type: "string",
                  description: `A JSON list of at least one of: ${tradeAssuranceCategories.join(", ")}`,
                },
                hasAcceptedTerms: { type: "string", enum: ["true"] },
                registrationDoc: binary("Business registration document"),
                taxDoc: binary("Tax registration document"),
                bankStatement: binary("Bank statement"),
                ...Object.fromEntries(
                  Array.from({ length: maxAdditionalTradeAssuranceDocuments }, (_, index) => [
                    additionalDocumentField(index),
                    binary("Optional further document"),
                  ]),
                ),
              },
            },
          },
        },
      },
      responses: {
        "201": json({
          type: "object",
          required: ["id", "status"],
          properties: { id: { type: "string" }, status: { type: "string", enum: ["pending"] } },
        }),
        "400": json(
          error,
          "A field or paper is missing or wrong (a message per field); PDF, JPG, PNG, DOC or DOCX judged by the bytes, at most 5 further papers",
        ),
        "401": errors["401"],
        "403": json(error, "The caller has no store"),
        "409": json(error, "The store's application is pending or approved already"),
        "413": json(error, "A paper over 10 MB, or a body over 81 MB"),
        "429": errors["429"],
      },
    },
  },
};

/** The fields of an RFQ, alike in its JSON and multipart forms. */
const rfqFields = {
  productId: { type: "string", description: "A listed product: the RFQ goes to its vendor, in its currency" },
  categoryId: {
    type: "string",
    description: `Without productId: the category (subcategories included) whose suppliers receive it, at most ${maxRfqVendors}: Trade Assured first, then by rating, then by listed products in the category; priced in ${defaultLocale.currency}`,
  },
  lookingFor: {
    type: "string",
    maxLength: maxRfqShortTextLength,
    description: "With categoryId (required there): what the buyer is looking for",
  },
  quantity: {
    type: ["integer", "string"],
    minimum: 1,
    maximum: maxRfqQuantity,
    description: `Whole units; ${defaultRfqQuantity} when not sent`,
  },
  targetPrice: {
    type: ["string", "number"],
    description: 'Per unit, 0 or more, in major units of the RFQ\'s currency as typed ("1,200.50")',
  },
  deliveryDate: { type: "string", format: "date", description: "Not before today (Lagos time)" },
  customizationDetails: { type: "string", maxLength: maxRfqTextLength },
  shippingAddress: { type: "string", maxLength: maxRfqTextLength },
  additionalNotes: { type: "string", maxLength: maxRfqTextLength },
  preferredPaymentTerms: { type: "string", maxLength: maxRfqShortTextLength },
  negotiable: {
    type: ["boolean", "string"],
    description: 'true (or "on") when the target price is negotiable',
  },
};

/**
 * Sending a request for quotation: at its own address outside /api/v1 (a path-level server), as JSON
 * or as a multipart form that may carry files.
 */
const rfqPaths = {
  "/rfqs": {
    servers: [{ url: "/api" }],
    post: {
      summary:
        "A buyer with a pending or approved corporate account sends a request for quotation about a product or a category",
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: { type: "object", required: ["shippingAddress"], properties: rfqFields },
          },
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["shippingAddress"],
              properties: {
                ...rfqFields,
                attachments: {
                  type: "array",
                  maxItems: maxRfqAttachments,
                  items: binary("PDF, JPEG, PNG or Word file, 10 MB at most, judged by its bytes"),
                  description:
                    "A file that fails (type, size, or past the fifth) is left out and listed in skippedAttachments; the RFQ is sent without it",
                },
              },
            },
          },
        },
      },
      responses: {
        "201": json({
          type: "object",
          required: ["id", "status", "recipientCount", "attachmentCount", "skippedAttachments"],
          properties: {
            id: { type: "string" },
            status: { type: "string", enum: ["pending"] },
            recipientCount: { type: "integer", description: "Suppliers it was sent to" },
            attachmentCount: { type: "integer" },
            skippedAttachments: {
              type: "array",
              items: {
                type: "object",
                properties: { fileName: { type: "string" }, reason: { type: "string" } },
              },
            },
          },
        }),
        "400": json(
          error,
          "A field is wrong (a message per field: quantity, targetPrice, deliveryDate, shippingAddress, productId when the product is not listed, categoryId when nobody sells in it, lookingFor), or the body is not a JSON object or a readable form",
        ),
        "401": errors["401"],
        "403": json(error, "The caller has no corporate account, or it is rejected or suspended"),
        "413": json(error, `A body over ${maxRfqAttachments} files of 10 MB`),
        "429": json(error, "Too many files stored from this address in the last hour"),
      },
    },
  },
};

/**
 * The OpenAPI 3.1 description of /api/v1, served at GET /api/v1/openapi.json. A test checks that
 * every route the API registers is described here.
 */
const review = {
  type: "object",
  properties: {
    id: { type: "string" },
    rating: { type: "integer", minimum: 1, maximum: 5 },
    comment: { type: "string" },
    createdAt: { type: "string", format: "date-time" },
    userId: { type: "string" },
    userName: { type: "string" },
    userAvatar: { type: ["string", "null"] },
  },
};

const productDetail = {
  type: "object",
  required: ["product", "vendor", "images", "ladder", "stockStatus"],
  properties: {
    product: {
      type: "object",
      description:
        "id, name, description, price (minor units), currency, moq, stockQuantity, leadTime, specifications, certifications, rating…",
    },
    stockStatus: { type: "string", enum: ["in_stock", "limited", "out_of_stock"] },
    category: { type: ["object", "null"], properties: { id: { type: "string" }, slug: { type: "string" } } },
    vendor: { type: "object", description: "The store: name, badges, country, response figures, followers" },
    images: {
      type: "array",
      items: { type: "object", properties: { key: { type: "string" }, alt: { type: "string" } } },
    },
    ladder: { type: "array", items: ladderStep, description: "Bulk price steps the cart applies" },
    ladderSource: { type: "string", enum: ["product", "platform"] },
    customization: { type: "array", items: { type: "object" } },
    documents: { type: "array", items: { type: "object" } },
  },
};

const productPaths = {
  "/products/{id}": {
    get: {
      summary: "What the product page shows: price, bulk steps, stock status, store, images",
      parameters: [idPath("id"), ifNoneMatch],
      responses: publicRead(productDetail, { "404": json(error, "No such listed product") }),
    },
  },
  "/products/{id}/reviews": {
    get: {
      summary: "The product's reviews, newest first, 10 at a time",
      parameters: [idPath("id"), cursorParameter, ifNoneMatch],
      responses: publicRead(cursorPage("items", review), {
        "400": errors["400"],
        "404": json(error, "No such listed product"),
      }),
    },
    post: {
      summary: "Review the product (signed in; once per person; never one's own product)",
      parameters: [idPath("id")],
      requestBody: jsonRequest(
        { rating: { type: "integer", minimum: 1, maximum: 5 }, comment: { type: "string", maxLength: 2000 } },
        ["rating"],
      ),
      responses: {
        "201": json({ type: "object", properties: { review } }, "Posted"),
        ...errors,
        "404": json(error, "No such listed product"),
        "409": json(error, "Already reviewed"),
      },
    },
  },
};

const savedProduct = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    price: { type: "integer" },
    currency: { type: "string" },
    moq: { type: "integer" },
    stockQuantity: { type: "integer" },
    imageKey: { type: ["string", "null"] },
    vendorId: { type: "string" },
    vendorName: { type: "string" },
    addedAt: { type: "string", format: "date-time" },
  },
};
const followResult = json({
  type: "object",
  properties: { following: { type: "boolean" }, followerCount: { type: "integer" } },
});

const socialPaths = {
  "/wishlist": {
    get: {
      summary: "The caller's saved products, most recently saved first, 24 at a time",
      parameters: [cursorParameter, ifNoneMatch],
      responses: privateRead(cursorPage("items", savedProduct), { "400": errors["400"] }),
    },
    post: {
      summary: "Save a listed product (saving it again changes nothing)",
      requestBody: jsonRequest({ productId: { type: "string" } }, ["productId"]),
      responses: {
        "201": json({ type: "object", properties: { inWishlist: { type: "boolean" } } }, "Saved"),
        "401": errors["401"],
        "404": json(error, "No such listed product"),
      },
    },
  },
  "/wishlist/{productId}": {
    delete: {
      summary: "Remove a product from the caller's wishlist",
      parameters: [idPath("productId")],
      responses: {
        "200": json({
          type: "object",
          properties: { inWishlist: { type: "boolean" }, removed: { type: "boolean" } },
        }),
        "401": errors["401"],
      },
    },
  },
  "/stores/followed": {
    get: {
      summary: "The active stores the caller follows, most recently followed first, 24 at a time",
      parameters: [cursorParameter, ifNoneMatch],
      responses: privateRead(cursorPage("stores", { type: "object" }), { "400": errors["400"] }),
    },
  },
  "/stores/{id}/follow": {
    put: {
      summary: "Follow an active store (not one's own); following twice changes nothing",
      parameters: [idPath("id")],
      responses: {
        "200": followResult,
        "401": errors["401"],
        "403": errors["403"],
        "404": json(error, "No such store"),
      },
    },
    delete: {
      summary: "Stop following a store",
      parameters: [idPath("id")],
      responses: { "200": followResult, "401": errors["401"], "404": json(error, "No such store") },
    },
  },
};

const sentMessage = json(
  {
    type: "object",
    properties: {
      delivery: {
        type: "string",
        enum: ["message", "notification"],
        description: "notification: stored as a notice to the store instead",
      },
      conversationId: { type: "string" },
    },
  },
  "Sent",
);
const messagePaths = {
  "/messages": {
    get: {
      summary:
        "The caller's conversations, as a buyer and as the owner of a store, latest message first, 20 at a time (one with a new message moves to the front)",
      parameters: [cursorParameter, ifNoneMatch],
      responses: privateRead(cursorPage("conversations", { type: "object" }), { "400": errors["400"] }),
    },
    post: {
      summary: "Write to a store, optionally about one of its listed products (20 messages per 10 minutes)",
      requestBody: jsonRequest(
        {
          vendorId: { type: "string" },
          productId: { type: "string" },
          message: { type: "string", maxLength: 5000 },
        },
        ["vendorId", "message"],
      ),
      responses: { "201": sentMessage, ...errors, "404": json(error, "No such store or product") },
    },
  },
  "/messages/{conversationId}": {
    get: {
      summary:
        "One of the caller's conversations, newest 200 messages oldest first, then by cursor the 200 before them, back to the first; marks the other side's read",
      parameters: [idPath("conversationId"), cursorParameter, ifNoneMatch],
      responses: privateRead(
        {
          ...cursorPage("messages", { type: "object" }),
          description: "With side, the conversation's other fields and total (all its messages)",
        },
        {
          "400": json(error, "A cursor that is not one this conversation gave out"),
          "404": json(error, "Not one of the caller's conversations"),
        },
      ),
    },
    post: {
      summary:
        "Write in the conversation: the buyer to the store, the store's owner back (60 replies per 10 minutes)",
      parameters: [idPath("conversationId")],
      requestBody: jsonRequest({ message: { type: "string", maxLength: 5000 } }, ["message"]),
      responses: {
        "201": sentMessage,
        ...errors,
        "404": json(error, "Not one of the caller's conversations"),
      },
    },
  },
};

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Shop African Brands API",
    version: "1.0.0",
    description:
      "Catalog and account API. Signed-in calls use the session cookie. A request body may be at most 1 MB (11 MB for the payment step's multipart form with its purchase-order document); a larger one is answered 413 (PAYLOAD_TOO_LARGE) unread.",
  },
  servers: [{ url: "/api/v1" }],
  paths: {
    "/me": {
      get: {
        summary: "The signed-in person",
        responses: { "200": json({ type: "object" }), "401": errors["401"] },
      },
    },
    "/admin/audit-logs": {
      get: {
        summary: "Audit log, newest first (admins)",
        parameters: [pageParameter],
        responses: { "200": json(pageOf({ type: "object" })), "401": errors["401"], "403": errors["403"] },
      },
    },
    "/products": {
      get: {
        summary:
          "Listed products, newest first, 12 at a time: numbered pages (page, with the total) or a walk by cursor (no total)",
        parameters: [...productFilters, pageParameter, cursorParameter, ifNoneMatch],
        responses: publicRead(
          {
            type: "object",
            required: ["rows", "pageSize", "nextCursor"],
            description: "total, totalIsLowerBound and page come with numbered pages only",
            properties: {
              ...productPageOf(productCard).properties,
              ...cursorPage("rows", productCard).properties,
            },
          },
          { "400": json(error, "A cursor that is not one this list gave out, or both cursor and page") },
        ),
      },
    },
    ...productPaths,
    "/categories": {
      get: {
        summary: "Categories with product counts",
        responses: {
          "200": json({
            type: "object",
            properties: { categories: { type: "array", items: { type: "object" } } },
          }),
        },
      },
    },
    "/search": {
      get: {
        summary:
          "Full-text product search, 10 at a time: numbered pages (page, with the total; the first is recorded in search analytics) or a walk by cursor in the same order (no total)",
        parameters: [
          { ...query("q", "At least 2 characters; plain text"), required: true },
          query("category", "Category slug"),
          query("sort", "Order of results; a cursor only continues the sort it was made in", {
            type: "string",
            enum: [...searchSorts],
          }),
          pageParameter,
          cursorParameter,
        ],
        responses: {
          "200": json({
            type: "object",
            required: ["rows", "pageSize", "term", "nextCursor"],
            description: "total, totalIsLowerBound and page come with numbered pages only",
            properties: {
              ...productPageOf(productCard).properties,
              ...cursorPage("rows", productCard).properties,
              term: { type: "string" },
            },
          }),
          "400": json(
            error,
            "Text under 2 characters, a cursor that is not one this search gave out (or of another sort), or both cursor and page",
          ),
        },
      },
    },
    "/vendors": {
      get: {
        summary: "Active vendors, newest first, 12 a page",
        parameters: [
          query("q", "Plain text inside the business name or the country's name"),
          query("country", "Two-letter country code"),
          query("businessType", "Business type (any case)"),
          query("verified", "true for verified vendors only"),
          query("minRating", "Minimum average rating, 1–5", { type: "number" }),
          pageParameter,
        ],
        responses: { "200": json(pageOf(vendorCard)) },
      },
    },
    "/vendors/{id}": {
      get: {
        summary:
          "A store's public profile with product count, rating, followers and whether the caller follows it",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": json({
            ...vendorCard,
            properties: {
              ...vendorCard.properties,
              followerCount: { type: "integer" },
              viewerFollows: { type: "boolean" },
            },
          }),
          "404": json(error, "No such store"),
        },
      },
    },
    ...cartPaths,
    ...socialPaths,
    ...messagePaths,
    ...orderPaths,
    ...tradeAssurancePaths,
    ...rfqPaths,
    "/openapi.json": { get: { summary: "This document", responses: { "200": json({ type: "object" }) } } },
  } as Record<string, Record<string, object>>,
};
