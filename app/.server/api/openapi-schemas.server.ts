import { z } from "zod";
import { attributeComponents } from "./openapi-attributes.server";
import { registerSchema } from "~/lib/account-schemas";
import {
  apiBrandSchema,
  apiCategorySchema,
  apiErrorSchema,
  apiPosterSchema,
  apiProductSchema,
  registerAnswerSchema,
  registerErrorSchema,
} from "~/lib/api-schemas";
import { apiProductCreateSchema, apiProductUpdateSchema } from "~/lib/api-input-schemas";
import { apiAttributeSchema } from "~/lib/api-attribute-schemas";
import { apiImportPlanSchema } from "~/lib/catalogue-import-schemas";
import { apiEnquiryAnswerSchema, enquiryRequestSchema } from "~/lib/enquiry-schemas";
import { beaconSchema } from "~/lib/insights";
import { variantPatchSchema } from "~/lib/variant-schemas";
import { whatsappClickSchema } from "~/lib/whatsapp-clicks";
import {
  apiEnquiryDetailSchema,
  apiEnquiryQuerySchema,
  apiEnquirySchema,
  enquiryChangeSchema,
} from "~/lib/enquiry-admin";
import {
  brandInputSchema,
  LIMITS,
  orderSchema,
  posterInputSchema,
  posterPatchSchema,
  priceCents,
  productQuerySchema,
} from "~/lib/catalogue-schemas";

// The components of /api/openapi.json, generated from the Zod schemas the handlers parse requests
// with and type their answers by (nothing here is written by hand as JSON Schema).

type JsonSchema = Record<string, unknown>;

const options = { unrepresentable: "any", target: "draft-2020-12" } as const;

/** A schema embedded in the document carries no `$schema`/`$id` of its own. */
function embedded(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * What a price field accepts (parsePriceToCents, app/lib/money.ts). The schema parses an unknown
 * value by hand, which JSON Schema would show as `{}` (anything, and so `null | {}` for the
 * optional price, an illogical anyOf); its input is named here instead.
 */
const priceInput = z
  .union([
    z
      .number()
      .min(0)
      .max(LIMITS.priceCents / 100),
    z.string().regex(/^\s*\d+([.,]\d{1,2})?\s*$/),
  ])
  .describe('A decimal in US dollars: a number, or text such as "12.50" or "12,50"');

const input = (schema: z.ZodType) =>
  embedded(
    z.toJSONSchema(schema, {
      ...options,
      io: "input",
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema !== priceCents) return;
        const { $schema: _, ...price } = z.toJSONSchema(priceInput, { ...options, io: "input" });
        Object.assign(jsonSchema, price);
      },
    }) as JsonSchema,
  );

/** What the API answers, by component name. Tests validate every answer against these. */
export const RESPONSE_SCHEMAS = {
  Product: apiProductSchema,
  Brand: apiBrandSchema,
  Poster: apiPosterSchema,
  Category: apiCategorySchema,
  Error: apiErrorSchema,
  RegisterAnswer: registerAnswerSchema,
  RegisterError: registerErrorSchema,
  ImportPlan: apiImportPlanSchema,
  EnquiryAnswer: apiEnquiryAnswerSchema,
  Enquiry: apiEnquirySchema,
  EnquiryDetail: apiEnquiryDetailSchema,
  Attribute: apiAttributeSchema,
} satisfies Record<string, z.ZodType>;

function responseComponents(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(RESPONSE_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    ...options,
    io: "output",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, embedded(schema as JsonSchema)]),
  );
}

function requestComponents(): Record<string, JsonSchema> {
  const brandInput = input(brandInputSchema);
  return {
    ProductCreate: input(apiProductCreateSchema),
    ProductUpdate: input(apiProductUpdateSchema),
    BrandInput: {
      ...brandInput,
      properties: {
        ...(brandInput.properties as JsonSchema),
        logo: input(
          z.string().describe("An https URL or a data URL; or, in multipart, the logo file"),
        ),
      },
    },
    BrandUpdate: input(brandInputSchema.partial()),
    PosterInput: input(posterInputSchema),
    PosterUpdate: input(posterPatchSchema),
    VariantPatch: input(
      variantPatchSchema.describe(
        "Only the fields sent change. stock: a whole number from 0, or null for not tracked; sku: unique in the shop, empty or null for none.",
      ),
    ),
    BrandOrder: input(z.union([orderSchema, orderSchema.shape.ids])),
    Register: input(registerSchema),
    EnquiryRequest: input(enquiryRequestSchema),
    EnquiryChange: input(enquiryChangeSchema),
    WhatsappClick: input(whatsappClickSchema),
    Beacon: input(beaconSchema),
  };
}

let components: Record<string, JsonSchema> | undefined;

/** `components.schemas`: answers (io "output") and request bodies (io "input"). */
export function schemaComponents(): Record<string, JsonSchema> {
  components ??= { ...responseComponents(), ...requestComponents(), ...attributeComponents() };
  return components;
}

/** GET /api/products's query parameters, from the storefront's query schema. */
export function productQueryParameters() {
  const { properties } = input(productQuerySchema) as { properties: Record<string, JsonSchema> };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: false,
    schema,
  }));
}

/** GET /api/enquiries's query parameters, from the schema the handler parses them with. */
export function enquiryQueryParameters() {
  const { properties } = input(apiEnquiryQuerySchema) as {
    properties: Record<string, JsonSchema>;
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: false,
    schema,
  }));
}
